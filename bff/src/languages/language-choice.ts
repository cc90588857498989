import express, { type Request, type Router } from 'express';
import { LANGUAGE_COOKIE, LANGUAGE_PARAM, LANGUAGE_PATH, type PageLanguage } from '@citypass/contracts';
import { cookiesOf, keptCookie } from '@citypass/http-cookies';
import { chooseLanguage } from './choose-language';

const KEPT_FOR_MS = 365 * 24 * 60 * 60_000;

interface LanguageChoiceOptions {
  /** The city's languages, its default first. */
  offered: readonly PageLanguage[];
  secureCookie: boolean;
}

export interface LanguageChoice {
  /** The language of the page this request is answered with. */
  pageLanguage(req: Request): PageLanguage;
  /** `?lang=` on any address, and `POST /api/language` from the switcher: both keep the choice in its cookie. */
  router: Router;
}

export function createLanguageChoice({ offered, secureCookie }: LanguageChoiceOptions): LanguageChoice {
  const offeredOne = (value: unknown): value is PageLanguage => offered.includes(value as PageLanguage);
  const keep = (language: PageLanguage) => keptCookie(LANGUAGE_COOKIE, language, { secure: secureCookie, expires: new Date(Date.now() + KEPT_FOR_MS) });

  const router = express.Router();
  router.post(LANGUAGE_PATH, express.json({ limit: '1kb' }), express.urlencoded({ extended: false, limit: '1kb' }), (req, res) => {
    const language: unknown = (req.body as { language?: unknown } | undefined)?.language;
    res.setHeader('Cache-Control', 'no-store');
    if (!offeredOne(language)) {
      res.status(400).json({ error_code: 'INVALID_REQUEST', message: `language: one of ${offered.join(', ')}` });
      return;
    }
    res.append('Set-Cookie', keep(language)).status(204).end();
  });
  router.use((req, res, next) => {
    const asked: unknown = req.query[LANGUAGE_PARAM];
    if ((req.method === 'GET' || req.method === 'HEAD') && offeredOne(asked)) res.append('Set-Cookie', keep(asked));
    next();
  });
  return {
    router,
    pageLanguage: (req) =>
      chooseLanguage({ param: req.query[LANGUAGE_PARAM], cookie: cookiesOf(req).get(LANGUAGE_COOKIE), accepted: req.acceptsLanguages() }, offered),
  };
}
