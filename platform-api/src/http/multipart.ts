import type { RequestHandler } from 'express';
import multer from 'multer';
import { HttpErrors, ValidationError } from '@suite/sdk';
import type { MultipartUpload } from '@suite/sdk';

/**
 * For endpoints declared with `multipart`: a multipart/form-data request becomes the endpoint's
 * JSON body, so one body schema, one validation and one handler serve both forms. The one file part
 * becomes `fileName`, `contentType` and `dataBase64`; every other part is a field of the same name.
 * A JSON request passes through untouched. A file over `maxBytes` answers 400 with the endpoint's
 * `tooLarge` text before anything is buffered past the limit.
 */
export function multipartBody(options: MultipartUpload): RequestHandler {
  const parse = multer({ storage: multer.memoryStorage(), limits: { fileSize: options.maxBytes, files: 1, fields: 30, fieldSize: 1024 * 1024 } }).any();
  return (req, res, next) => {
    if (!req.is('multipart/form-data')) {
      next();
      return;
    }
    parse(req, res, (error: unknown) => {
      if (error) {
        const code = (error as { code?: string }).code;
        next(new ValidationError(code === 'LIMIT_FILE_SIZE' ? options.tooLarge : HttpErrors.MALFORMED_UPLOAD));
        return;
      }
      const fields = (req.body ?? {}) as Record<string, unknown>;
      const file = Array.isArray(req.files) ? req.files[0] : undefined;
      req.body = file ? { ...fields, fileName: file.originalname, contentType: file.mimetype, dataBase64: file.buffer.toString('base64') } : { ...fields };
      next();
    });
  };
}
