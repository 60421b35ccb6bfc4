import type { RequestHandler } from 'express';
import { uuidOrNull } from '#lib/domain/uuid.ts';
import { HttpError, notFound } from '../../middleware/errors.ts';

/** Types a browser shows as what they are; anything else (HTML, SVG, scripts) is plain bytes to save. */
const SHOWN_AS_IS = new Set(['application/pdf', 'image/jpeg', 'image/png', 'image/gif', 'image/webp', 'text/plain', 'text/csv']);

/**
 * `GET /api/admin/inquiries/:id/attachments/:attachmentId`: the file, always as a download (Content-Disposition
 * attachment, nosniff, a sandboxing CSP), so a traveller's HTML or SVG can never run in the dashboard's origin.
 */
export function sendAttachment(inquiryId: (value: unknown) => string): RequestHandler {
  return async (req, res) => {
    const id = inquiryId(req.params.id);
    const attachmentId = uuidOrNull(String(req.params.attachmentId));
    if (!attachmentId) throw new HttpError(400, 'Not a valid attachment id', { attachmentId: 'Not a valid attachment id' });
    const file = await req.services.inboundMail.attachment(id, attachmentId);
    if (!file) throw notFound('Attachment not found');
    res.attachment(file.fileName);
    const type = file.contentType.split(';')[0]!.trim().toLowerCase();
    res.setHeader('Content-Type', SHOWN_AS_IS.has(type) ? type : 'application/octet-stream');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Content-Security-Policy', "default-src 'none'; sandbox");
    res.setHeader('Content-Length', String(file.data.length));
    res.end(file.data);
  };
}
