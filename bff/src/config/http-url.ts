import { z } from 'zod';
import { requiredOr } from './config-messages';

/**
 * An http or https address: what the BFF calls or a page links to, whether a settings file or a
 * variable sets it. Never javascript:, data: or ftp:, which a URL parser alone accepts.
 */
export const httpUrl = z.url({ protocol: /^https?$/, error: requiredOr('must be an http or https URL') });
