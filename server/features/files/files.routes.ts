import {
  AvatarAnswerSchema,
  FileLabelAnswerSchema,
  FileUploadAnswerSchema,
  UserFilesAnswerSchema,
} from '#domain/files/file.response.ts';
import { answers } from '../../plugins/response-schemas.ts';
import { takes, type TakesTypeProvider } from '../../plugins/request-schemas.ts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { MalformedUpload } from '../../lib/file-storage.ts';
import { ok } from '../../lib/envelope.ts';
import { parse } from '../../lib/validate.ts';
import { requireUser } from '../../plugins/auth.ts';
import { type FilesService } from './files.service.ts';
import { presentFile } from './files.presenter.ts';
import { access } from '../../plugins/access.ts';
import {
  AddFileMetadataSchema,
  UserFilesQuerySchema,
  FileIdQuerySchema,
  FileRepositoryQuerySchema,
  FileRepositoryParamsSchema,
} from '#domain/files/files.request.ts';

/**
 * A malformed multipart body (no boundary, a bad one, no closing boundary, a broken
 * part header, cut off) is the sender's fault, a 400; limits keep their 413; anything else is ours.
 */
function asUploadError(error: unknown): unknown {
  if (error instanceof AppError) return error;
  if (error instanceof MalformedUpload) return AppError.badRequest('files.malformedUpload');
  const status = (error as { statusCode?: number }).statusCode;
  if (status !== undefined && status < 500) return error;
  // Thrown by the multipart parser while reading the body's start, before anything is stored.
  if (error instanceof Error && /multipart|boundary|malformed|unexpected end|part/i.test(error.message))
    return AppError.badRequest('files.malformedUpload');
  return error;
}

/** spec accounts §7: file-upload, add-file-metadata, user-files, set-avatar; DESIGN §4: the repository. */
export function filesRoutes(server: FastifyInstance, { files }: { files: FilesService }) {
  const app = server.withTypeProvider<TakesTypeProvider>();
  app.post(
    '/secure/file-upload',
    { ...access('signedIn'), ...answers(FileUploadAnswerSchema) },
    async (request) => {
      const user = requireUser(request);
      if (!request.isMultipart()) throw AppError.badRequest('files.noFile');
      // RFC 2046 §5.1.1: a boundary is 1 to 70 characters.
      const boundary = /boundary="?([^";]*)/i.exec(request.headers['content-type'] ?? '')?.[1];
      if (!boundary || boundary.length > 70) throw AppError.badRequest('files.malformedUpload');
      try {
        const part = await request.file();
        if (!part) throw AppError.badRequest('files.noFile');
        const stored = await files.upload(user.id, part);
        return ok({ fileDescriptor: presentFile(stored) });
      } catch (error) {
        throw asUploadError(error);
      }
    },
  );

  app.post(
    '/secure/add-file-metadata',
    { ...access('signedIn'), ...takes({ body: AddFileMetadataSchema }, answers(FileLabelAnswerSchema)) },
    async (request) => {
      const user = requireUser(request);
      const { fileId, metaData } = request.body;
      return ok({ file: presentFile(await files.label(user.id, fileId, metaData)) });
    },
  );

  app.post(
    '/user-files',
    { ...access('public'), ...takes({ body: UserFilesQuerySchema }, answers(UserFilesAnswerSchema)) },
    async (request) => {
      const { userId, metaData } = request.body;
      return ok({ files: await files.list(request.user, userId, metaData) });
    },
  );

  // DESIGN §7: the spec's side-effecting GET keeps its path; POST is accepted too. Both pass the cross-site check.
  const setAvatar = async (request: FastifyRequest, fileId: string) => {
    const user = requireUser(request);
    const version = await files.setAvatar(user.id, fileId);
    return ok({
      avatar: `/repository/users/${user.id}/avatar.jpg?v=${version}`,
      thumbnail: `/repository/users/${user.id}/thumbnail.jpg?v=${version}`,
    });
  };
  app.get(
    '/secure/set-avatar',
    { ...access('signedIn'), ...takes({ query: FileIdQuerySchema }, answers(AvatarAnswerSchema)) },
    async (request) => setAvatar(request, request.query.fileId),
  );
  // The POST takes the id in its query or its body, read together (the body wins).
  app.post(
    '/secure/set-avatar',
    { ...access('signedIn'), ...answers(AvatarAnswerSchema) },
    async (request) => {
      const input = { ...(request.query as object), ...(request.body as object) };
      return setAvatar(request, parse(FileIdQuerySchema, input).fileId);
    },
  );

  app.get(
    '/repository/users/:userId/:fileName',
    {
      ...access('public'),
      ...takes({ params: FileRepositoryParamsSchema, query: FileRepositoryQuerySchema }),
    },
    async (request, reply) => {
      const { userId, fileName } = request.params;
      const { w } = request.query;
      // A resized image is WebP when the browser takes it, so the answer depends on Accept.
      const format = /\bimage\/webp\b/.test(request.headers.accept ?? '') ? 'webp' : 'jpeg';
      const found = await files.locate(request.user, userId, fileName, w ? { width: w, format } : undefined);
      reply.header('cache-control', found.cache).type(found.contentType);
      // Named by our stored name (never the uploaded one), shown in place rather than saved.
      reply.header('content-disposition', `inline; filename="${found.key.split('/').pop()}"`);
      if (w) reply.header('vary', 'Accept');
      return files.send(found, request, reply);
    },
  );
}
