import express, { type Request, type RequestHandler, type Router } from 'express';
import { LANGUAGE_COOKIE, LANGUAGE_PARAM, type PageLanguage } from '@citypass/contracts';
import { cookiesOf, keptCookie } from '@citypass/http-cookies';
import { chooseLanguage } from '@citypass/languages/negotiation';

const KEPT_FOR_MS = 365 * 24 * 60 * 60_000;

interface LanguageChoiceOptions {
  /** The city's languages, its default first. */
  offered: readonly PageLanguage[];
  secureCookie: boolean;
}

export interface LanguageChoice {
  /** The language of the page this request is answered with. */
  pageLanguage(req: Request): PageLanguage;
  /** `POST` at LANGUAGE_PATH, from the switcher: keeps the choice in its cookie. */
  choose: Router;
  /** `?lang=` on any page's address: keeps the choice in its cookie too. */
  keepAsked: RequestHandler;
}

export function createLanguageChoice({ offered, secureCookie }: LanguageChoiceOptions): LanguageChoice {
  const offeredOne = (value: unknown): value is PageLanguage => offered.includes(value as PageLanguage);
  const keep = (language: PageLanguage) => keptCookie(LANGUAGE_COOKIE, language, { secure: secureCookie, expires: new Date(Date.now() + KEPT_FOR_MS) });

  const choose = express.Router();
  choose.post('/', express.json({ limit: '1kb' }), express.urlencoded({ extended: false, limit: '1kb' }), (req, res) => {
    const language: unknown = (req.body as { language?: unknown } | undefined)?.language;
    res.setHeader('Cache-Control', 'no-store');
    if (!offeredOne(language)) {
      res.status(400).json({ error_code: 'INVALID_REQUEST', message: `language: one of ${offered.join(', ')}` });
      return;
    }
    res.append('Set-Cookie', keep(language)).status(204).end();
  });
  const keepAsked: RequestHandler = (req, res, next) => {
    const asked: unknown = req.query[LANGUAGE_PARAM];
    if ((req.method === 'GET' || req.method === 'HEAD') && offeredOne(asked)) res.append('Set-Cookie', keep(asked));
    next();
  };
  return {
    choose,
    keepAsked,
    pageLanguage: (req) =>
      chooseLanguage({ param: req.query[LANGUAGE_PARAM], cookie: cookiesOf(req).get(LANGUAGE_COOKIE), accepted: req.acceptsLanguages() }, offered),
  };
}
