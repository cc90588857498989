import type { InfoTextId } from './info-texts';

// Short, real content for the footer's pages, each text by its id in their catalogues.
export interface InfoContent {
  title: InfoTextId;
  paragraphs: InfoTextId[];
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
