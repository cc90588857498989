import { createElement, Fragment, useSyncExternalStore, type ReactElement, type ReactNode } from 'react';
import { formatToParts, IntlMessageFormat, PART_TYPE } from 'intl-messageformat';
import { parse, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { catalogueLanguage, isPageLanguage, isPseudoLanguage, SOURCE_LANGUAGE, type Language, type PageLanguage } from '@citypass/contracts';
import { intlFormatters } from '@citypass/shared-ui/platform/intl-formatters';
import { showPageIn } from '@citypass/shared-ui/platform/page-language';

// The page's language and every part's texts (the shell, shared-ui, each remote): one copy for
// the page (a stateful module the shell provides), so a language switch reaches every part at
// once, in place. Each part owns its catalogues, one per language, built into its own bundle
// (webpack-config compiles each message to its syntax tree) and loaded only for the language in use.

/** A part's messages in one language, by id: syntax trees as built, or ICU text (tests). */
export type Catalogue = Record<string, MessageFormatElement[] | string>;
/** How a part loads its catalogue of a language (its own bundle's chunk); the pseudo-languages are made from English. */
export type LoadCatalogue = (language: Language) => Promise<{ default: Catalogue }>;
export type MessageValues = Record<string, string | number | Date>;
/** Values of which some are elements (a link, a bold time), placed wherever the language puts them. */
export type RichValues = Record<string, string | number | Date | ReactElement>;
/** A part's texts as plain text, in one language. */
export type Format<Id extends string> = (id: Id, values?: MessageValues) => string;
export interface Translate<Id extends string> extends Format<Id> {
  /** A message holding elements, whole for translators: each element where its placeholder is. */
  rich(id: Id, values: RichValues): ReactNode;
}

interface Part {
  load: LoadCatalogue;
  catalogues: Map<PageLanguage, Catalogue>;
  pending: Map<PageLanguage, Promise<Catalogue>>;
}

type Formatted = string | ReactNode[];

/** Told of a text a catalogue lacks (shown in English instead), once per part, language and id. */
export type MissingReporter = (part: string, language: PageLanguage, id: string) => void;

const parts = new Map<string, Part>();
const listeners = new Set<() => void>();
const reported = new Set<string>();
let language: PageLanguage = pageLanguageOf(typeof document === 'undefined' ? undefined : document.documentElement.lang);
let reportMissing: MissingReporter = () => undefined;
let offered: readonly PageLanguage[] = [language];

function pageLanguageOf(tag: string | undefined): PageLanguage {
  return isPageLanguage(tag) ? tag : SOURCE_LANGUAGE;
}


// A pseudo-language is the part's English catalogue, remade in the browser (pseudo-language.ts).
async function fetchCatalogue(part: Part, of: PageLanguage): Promise<{ default: Catalogue }> {
  if (!isPseudoLanguage(of)) return part.load(of);
  const [english, { pseudoCatalogue }] = await Promise.all([catalogueOf(part, SOURCE_LANGUAGE), import(/* webpackChunkName: "pseudo-language" */ '@citypass/shared-ui/platform/pseudo-language')]);
  return { default: pseudoCatalogue(english, of) };
}

/** A part's catalogue, fetched once; a language it cannot load falls back to English. */
function catalogueOf(part: Part, of: PageLanguage): Promise<Catalogue> {
  let loading = part.pending.get(of);
  if (!loading) {
    loading = fetchCatalogue(part, of).then(
      ({ default: catalogue }) => {
        part.catalogues.set(of, catalogue);
        return catalogue;
      },
      (error: unknown) => {
        part.pending.delete(of);
        if (of === SOURCE_LANGUAGE) throw error;
        return catalogueOf(part, SOURCE_LANGUAGE).then((english) => {
          part.catalogues.set(of, english);
          return english;
        });
      },
    );
    part.pending.set(of, loading);
  }
  return loading;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};
const snapshot = () => language;

/** The page's language now; a component re-renders when it changes. */
export function useLanguage(): PageLanguage {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

export function currentLanguage(): PageLanguage {
  return language;
}

/** The city's languages, its default first (the page's configuration): what the switcher offers. */
export function offerLanguages(languages: readonly PageLanguage[]): void {
  offered = languages;
}

export function offeredLanguages(): readonly PageLanguage[] {
  return offered;
}

/** Where texts a catalogue lacks are reported (the shell's log beacon). */
export function setMissingReporter(reporter: MissingReporter): void {
  reportMissing = reporter;
}

/** Every part defined so far, loaded in the page's language (tests render at once after it). */
export function allTextsReady(): Promise<void> {
  return Promise.all([...parts.values()].map((part) => catalogueOf(part, language))).then(() => undefined);
}

/**
 * Every part's catalogue of `to` first, then the page switches at once: every text changes in
 * place, nothing is unmounted, and a part that cannot load its file shows English.
 */
export async function switchLanguage(to: PageLanguage): Promise<void> {
  await Promise.all([...parts.values()].map((part) => catalogueOf(part, to)));
  language = to;
  showPageIn(to);
  for (const listener of listeners) listener();
}

/**
 * A part's texts: `ready()` resolves once the page's language is loaded (a part renders after it,
 * so no text flashes in another language); `useT()` gives the formatter of the page's language.
 */
export function defineTexts<Id extends string>(name: string, load: LoadCatalogue) {
  const part: Part = parts.get(name) ?? { load, catalogues: new Map(), pending: new Map() };
  parts.set(name, part);

  const format = (of: PageLanguage, id: Id, values?: RichValues): Formatted => {
    const catalogue = part.catalogues.get(of);
    // A render before the catalogue arrives waits for it (Suspense), never shows an id.
    if (!catalogue) throw catalogueOf(part, of);
    const message = catalogue[id];
    if (message === undefined) {
      if (of === SOURCE_LANGUAGE) return id;
      const key = `${name}:${of}:${id}`;
      if (!reported.has(key)) {
        reported.add(key);
        reportMissing(name, of, id);
      }
      return format(SOURCE_LANGUAGE, id, values);
    }
    // ICU text (a test's catalogue) is parsed where a build's catalogue comes as syntax trees.
    const tree = typeof message === 'string' ? parse(message) : message;
    // Formatted without a formatter object (whose making looks the language up in Intl's data, the
    // page's first use of Intl costing most): words and choices need no Intl object, and one is made
    // (intl-formatters.ts) when a text first shows a number, a date or a plural.
    const parts = formatToParts<ReactNode>(tree, catalogueLanguage(of), intlFormatters, IntlMessageFormat.formats, values, undefined, id);
    // Adjacent texts come merged: one text, or texts and elements in the language's order.
    return parts.length === 1 && parts[0]!.type === PART_TYPE.literal ? String(parts[0]!.value) : parts.map((part) => part.value);
  };
  const translator = (of: PageLanguage): Translate<Id> =>
    Object.assign((id: Id, values?: MessageValues) => String(format(of, id, values)), {
      // The parts as a fragment's own children, not an array: they need no keys.
      rich: (id: Id, values: RichValues): ReactNode => createElement(Fragment, null, ...([format(of, id, values)].flat() as ReactNode[])),
    });

  return {
    ready: (): Promise<void> => catalogueOf(part, language).then(() => undefined),
    useT(): Translate<Id> {
      return translator(useLanguage());
    },
    /** Outside React (a title, a beacon): the text in the page's language, once `ready()` has resolved. */
    text: (id: Id, values?: MessageValues): string => String(format(language, id, values)),
  };
}
