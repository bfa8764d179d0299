/**
 * Plain constants of the HTTP contract that the browser needs before any schema: the session
 * header and the upload form field. Kept free of zod so the app's entry and the builder's first
 * paint do not carry the schema library (the schemas load with the screens that validate).
 */

/** The header that carries the session token (CONTRACT: HTTP). */
export const AUTH_HEADER = 'x-sh-auth';

/** The multipart field a gallery upload carries its file in. */
export const UPLOAD_FIELD = 'upload_file';
