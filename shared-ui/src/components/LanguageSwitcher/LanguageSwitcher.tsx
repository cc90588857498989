import { useId, type ChangeEvent } from 'react';
import styled from 'styled-components';
import { LANGUAGE_NAMES, LANGUAGE_PATH, type PageLanguage } from '@citypass/contracts';
import { offeredLanguages, switchLanguage, useLanguage } from '@citypass/shared-ui/platform/i18n';
import { sharedTexts } from '@citypass/shared-ui/platform/shared-texts';
import { visuallyHidden } from '@citypass/shared-ui/components/VisuallyHidden/VisuallyHidden';
import { below } from '@citypass/shared-ui/theme/media';

const Label = styled.label`
  display: inline-flex;
  align-items: center;
  gap: 0.375rem;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

// In the bar on a phone the control goes without its word, which stays for assistive technology.
const LabelText = styled.span<{ $compact: boolean }>`
  ${below('md')} {
    ${({ $compact }) => ($compact ? visuallyHidden : '')}
  }
`;

const Select = styled.select`
  min-height: 2.75rem;
  padding-block: 0.25rem;
  padding-inline: 0.5rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
`;

/** Keeps the choice for later pages and visits (the language cookie, through the BFF). */
function keepChoice(language: PageLanguage): void {
  void fetch(LANGUAGE_PATH, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ language }) }).catch(() => undefined);
}

/**
 * The city's languages by their own names, each marked with its own language: a native control,
 * so keyboards and assistive technology work as they always do. Choosing one changes every text
 * in place; what the visitor has started stays. A city of one language shows none. `compact`: the
 * word is for assistive technology alone on a phone.
 */
export function LanguageSwitcher({ compact = false }: { compact?: boolean }) {
  const t = sharedTexts.useT();
  const language = useLanguage();
  const id = useId();
  const languages = offeredLanguages();
  if (languages.length < 2) return null;
  const choose = (event: ChangeEvent<HTMLSelectElement>) => {
    const chosen = event.target.value as PageLanguage;
    keepChoice(chosen);
    void switchLanguage(chosen);
  };
  return (
    <Label htmlFor={id}>
      <LabelText $compact={compact}>{t('language.label')}</LabelText>
      <Select id={id} value={language} onChange={choose}>
        {languages.map((option) => (
          <option key={option} value={option} lang={option}>
            {LANGUAGE_NAMES[option]}
          </option>
        ))}
      </Select>
    </Label>
  );
}
