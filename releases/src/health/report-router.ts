import express, { type NextFunction, type Request, type Response, type Router } from 'express';
import { remoteHealthReportSchema, type RemoteHealthReport } from '@citypass/contracts';
import { ReleaseError } from '../release-error';

// A report is a few hundred bytes (its token at most HEALTH_TOKEN_MAX_LENGTH): anything much bigger is no report.
const REPORT_BODY_LIMIT = '2kb';

/**
 * `POST /api/releases/health-reports`: one remote's outcome on one page, as a beacon sends it
 * (form-encoded, or JSON). A body that is no report goes to the error path as a bad request. A
 * report is answered 204 once handled, whether or not it counted: a forged or repeated one is
 * dropped by the recorder, and a beacon's sender reads no answer anyway. Nothing here sets a cookie.
 */
export function createHealthReportRouter(record: (report: RemoteHealthReport) => Promise<void>): Router {
  const router = express.Router();
  router.post(
    '/',
    express.urlencoded({ extended: false, limit: REPORT_BODY_LIMIT }),
    express.json({ limit: REPORT_BODY_LIMIT }),
    (req: Request, res: Response, next: NextFunction) => {
      const report = remoteHealthReportSchema.safeParse(req.body);
      if (!report.success) return next(new ReleaseError(400, 'INVALID_REQUEST', 'The body is not a remote health report.'));
      // The recorder never rejects.
      void record(report.data).then(() => {
        res.setHeader('Cache-Control', 'no-store');
        res.status(204).end();
      });
    },
  );
  return router;
}
