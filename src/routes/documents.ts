/**
 * Documents (SPEC §7): list (paged or whole), one, upload (multipart original_file +
 * template_file), delete. The upload answers `{status, issues, document}`: 201 with the new
 * document, or 422 with `status: "failed"`, the issues and a `detail`, having stored nothing.
 */
import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { requireUser } from '../auth/plugin.ts';
import { ErrorBody, IdParams, PageQuery, authErrors } from '../contract/api/common.ts';
import { DocumentPage, DocumentSummary, UploadAnswer } from '../contract/api/documents.ts';
import {
  deleteDocument,
  getDocument,
  listDocuments,
  uploadDocument,
  type UploadedFile,
} from '../services/documents.ts';
import { AppError, storageUnavailable } from '../services/errors.ts';
import type { ServerDeps } from '../server/deps.ts';
import { currentUser } from './current-user.ts';
import { pageRequest } from './paging.ts';
import { uploadFolder } from '../store/upload-folder.ts';

const FILE_FIELDS = ['original_file', 'template_file'] as const;
type FileField = (typeof FILE_FIELDS)[number];

const FailedUpload = Type.Intersect([UploadAnswer, Type.Object({ detail: Type.String() })]);

/**
 * Streams the two files of the form to disk (`uploadDir`), each within the size limit: memory per
 * upload stays a few buffers whatever the files' size (issue 29). The files are registered in
 * `stored` as they are made, so the caller removes them whatever happens.
 */
async function readUploadForm(
  request: FastifyRequest,
  maxUploadMb: number,
  uploadDir: string,
  stored: string[],
): Promise<Record<FileField, UploadedFile>> {
  if (!request.isMultipart()) {
    throw new AppError(
      'unsupported_media_type',
      'Send the files as multipart/form-data with the fields original_file and template_file.',
    );
  }
  const files: Partial<Record<FileField, UploadedFile>> = {};
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue; // plain fields carry nothing we need
      const field = part.fieldname as FileField;
      if (!FILE_FIELDS.includes(field)) {
        part.file.resume();
        throw new AppError(
          'bad_request',
          `Unexpected file field "${part.fieldname}". Send original_file and template_file.`,
        );
      }
      if (files[field]) {
        part.file.resume();
        throw new AppError('bad_request', `Send one file in ${field}, not several.`);
      }
      const tooLarge = () =>
        new AppError(
          'too_large',
          `${labelOf(field)} "${part.filename}" is larger than ${maxUploadMb} MB, the upload limit. Reduce its size (for example compress its pictures in Word) and upload it again.`,
        );
      const file = path.join(uploadDir, `${randomUUID()}.upload`);
      stored.push(file);
      try {
        await pipeline(part.file, createWriteStream(file, { flags: 'wx', mode: 0o600 }));
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
        throw error;
      }
      if (part.file.truncated) throw tooLarge();
      files[field] = { filename: part.filename, path: file };
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
      throw new AppError(
        'too_large',
        'Too many files or fields in the form. Send exactly original_file and template_file.',
      );
    }
    if (error instanceof AppError) throw error;
    // The disk filled while the file was being written: not the form's fault.
    const full = storageUnavailable(error);
    if (full) throw full;
    // Everything else here is the body itself: no boundary, a boundary that never comes, a
    // connection that stopped mid-file. Nothing was stored.
    throw new AppError(
      'bad_request',
      'The upload form is incomplete or malformed. Send original_file and template_file again as multipart/form-data.',
      `malformed multipart body: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  const missing = FILE_FIELDS.filter((field) => !files[field]);
  if (missing.length > 0) {
    throw new AppError(
      'bad_request',
      `Both files are required: ${missing.map((f) => `${labelOf(f)} (${f})`).join(' and ')} ${missing.length === 1 ? 'is' : 'are'} missing.`,
    );
  }
  return files as Record<FileField, UploadedFile>;
}

function labelOf(field: FileField): string {
  return field === 'original_file' ? 'Original document' : 'Template document';
}

export default async function documentRoutes(instance: FastifyInstance, { deps }: { deps: ServerDeps }): Promise<void> {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const { db, blobs, audit, config } = deps;
  const uploadDir = uploadFolder(config.dataDir);
  app.addHook('onRequest', requireUser);
  const tags = ['documents'];

  app.get(
    '/documents/',
    { schema: { tags, querystring: PageQuery, response: { 200: DocumentPage, ...authErrors, 400: ErrorBody } } },
    async (request) => listDocuments(db, currentUser(request), pageRequest(request.query)),
  );
  app.get(
    '/documents/:id',
    { schema: { tags, params: IdParams, response: { 200: DocumentSummary, ...authErrors, 400: ErrorBody } } },
    async (request) => getDocument(db, currentUser(request), request.params.id),
  );
  app.post(
    '/documents/',
    {
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        description: `Multipart form with original_file and template_file, each a Word document (.docx) of at most MAX_UPLOAD_MB (${config.maxUploadMb} MB).`,
        response: {
          201: UploadAnswer,
          422: Type.Union([FailedUpload, ErrorBody]),
          400: ErrorBody,
          401: ErrorBody,
          413: ErrorBody,
          415: ErrorBody,
          503: ErrorBody,
        },
      },
    },
    async (request, reply) => {
      const stored: string[] = [];
      let result: Awaited<ReturnType<typeof uploadDocument>>;
      try {
        await mkdir(uploadDir, { recursive: true, mode: 0o700 });
        const files = await readUploadForm(request, config.maxUploadMb, uploadDir, stored).catch((error: unknown) => {
          // A refused form may be answered before its body has been read: close the connection
          // after the answer, so the unread rest is not taken for the client's next request.
          void reply.header('connection', 'close');
          throw error;
        });
        result = await uploadDocument(
          {
            db,
            blobs,
            audit,
            user: currentUser(request),
            reads: deps.documentWork.uploadReads({
              tenantId: currentUser(request).tenantId,
              userId: currentUser(request).id,
            }),
            quota: { documents: config.tenantMaxDocuments, storageBytes: config.tenantStorageMb * 1024 * 1024 },
          },
          files.original_file,
          files.template_file,
        );
      } finally {
        // Removed before answering: once the client has its answer, nothing of the upload waits on disk.
        await Promise.all(stored.map((file) => rm(file, { force: true })));
      }
      if (result.status === 'failed') {
        return reply.code(422).send({ ...result, detail: `Validation errors found: ${result.issues.join(' ')}` });
      }
      return reply.code(201).send(result);
    },
  );
  app.delete(
    '/documents/:id',
    { schema: { tags, params: IdParams, response: { 204: Type.Null(), ...authErrors } } },
    async (request, reply) => {
      await deleteDocument({ db, blobs, audit, user: currentUser(request) }, request.params.id);
      return reply.code(204).send(null);
    },
  );
}
