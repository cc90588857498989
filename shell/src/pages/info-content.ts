import type { ShellTextId } from '../i18n/shell-texts';

// Short, real content for the footer's pages, each text by its id in the shell's catalogues.
export interface InfoContent {
  title: ShellTextId;
  paragraphs: ShellTextId[];
}

export const infoPages: Record<'about' | 'terms' | 'privacy' | 'notFound', InfoContent> = {
  about: {
    title: 'info.about.title',
    paragraphs: ['info.about.what', 'info.about.how', 'info.about.changes'],
  },
  terms: {
    title: 'info.terms.title',
    paragraphs: ['info.terms.booking', 'info.terms.changes', 'info.terms.openingTimes'],
  },
  privacy: {
    title: 'info.privacy.title',
    paragraphs: ['info.privacy.use', 'info.privacy.session', 'info.privacy.analytics'],
  },
  notFound: {
    title: 'info.notFound.title',
    paragraphs: ['info.notFound.message'],
  },
};
