import type { Request, Response } from 'express';
import type { PageLanguage } from '@citypass/contracts';

/**
 * How the deployment writes a page in its visitor's language, handed in by the BFF, which chooses
 * it for every page the same way: the language of the page answering a request, and the headers
 * that say so (Content-Language, and Vary for caches).
 */
export interface PageLanguages {
  pageLanguage(req: Request): PageLanguage;
  setLanguageHeaders(res: Response, language: PageLanguage): void;
}
