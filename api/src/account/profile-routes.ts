import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { NAME_MAX, NAME_MIN } from '@app/shared/protocol';
import { contractRoute } from '../lib/contract-route';
import { HttpError, apiError, tooManyRequests } from '../lib/http-error';
import { parseOr400 } from '../lib/parse';
import { toAvatarWebp } from '../uploads/avatar-image';
import { toUser } from '../users/user-view';
import { authOf } from '../auth/authentication';

// The contract declares this route multipart (the client sends FormData), so it carries no body
// schema: the fields are read and checked here, from the form or from a JSON `{ name }`.
const profileFieldsSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Name is required')
    .min(NAME_MIN, `Name must be at least ${NAME_MIN} characters`)
    .max(NAME_MAX)
    .optional(),
});

interface ProfileUpdate {
  fields: z.output<typeof profileFieldsSchema>;
  avatar: Buffer | null;
}

/** Reads `name` and an optional `avatar` file from multipart, or `name` from JSON. */
async function readProfileUpdate(request: FastifyRequest): Promise<ProfileUpdate> {
  if (!request.isMultipart()) {
    return { fields: parseOr400(profileFieldsSchema, request.body ?? {}), avatar: null };
  }
  const fields: Record<string, string> = {};
  let avatar: Buffer | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'avatar')
          throw apiError('request.invalid_multipart', {
            message: `Unexpected file field "${part.fieldname}"`,
          });
        // Throws a 413 past UPLOAD_MAX_BYTES (throwFileSizeLimit).
        avatar = await part.toBuffer();
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    // The multipart parser fails truncated or malformed bodies with plain errors.
    const status = (error as { statusCode?: number }).statusCode;
    if (error instanceof HttpError || (status && status < 500)) throw error;
    throw apiError('request.invalid_multipart');
  }
  return { fields: parseOr400(profileFieldsSchema.strict(), fields), avatar };
}

/** The signed-in user's own profile. */
const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  /**
   * Decodes the upload in its turn (a few at a time, so uploads cannot starve logins of CPU),
   * stores it, and removes whichever file it replaced, or itself when the user is gone.
   */
  async function replaceAvatar(userId: string, upload: Buffer): Promise<void> {
    const webp = await app.rateLimits.uploads.run(() => toAvatarWebp(upload));
    if (!webp) throw tooManyRequests(5);
    const saved = await app.avatarStore.save(webp);
    const replaced = await app.usersRepository.replaceAvatar(userId, saved);
    await app.avatarStore.remove(replaced ? replaced.previous : saved);
  }

  contractRoute(
    app,
    'auth.profile',
    { onRequest: app.authenticate, tags: ['auth'] },
    async (request) => ({ data: toUser(authOf(request).user) }),
  );

  contractRoute(
    app,
    'auth.updateProfile',
    {
      onRequest: app.authenticate,
      tags: ['auth'],
      description:
        'multipart/form-data with optional `name` and `avatar` (image file), or JSON `{ name }`.',
      consumes: ['multipart/form-data', 'application/json'],
    },
    async (request) => {
      const { user } = authOf(request);
      const { fields, avatar } = await readProfileUpdate(request);
      if (avatar) await replaceAvatar(user.id, avatar);
      const updated = fields.name
        ? await app.usersRepository.update(user.id, { name: fields.name })
        : await app.usersRepository.findById(user.id);
      app.accountEvents.emit('userChanged', { userId: user.id });
      return { data: toUser(updated ?? user) };
    },
  );

  contractRoute(
    app,
    'auth.updateTeachingProfile',
    {
      onRequest: app.authenticate,
      tags: ['auth'],
      description: "The signed-in teacher's own teaching profile; any subset of its fields.",
    },
    async (request) => {
      const { user } = authOf(request);
      // Only the session's own account is changed, and only a teacher has one to change.
      if (user.role !== 'teacher') throw apiError('users.not_teacher');
      const updated = await app.usersRepository.update(user.id, request.body);
      app.accountEvents.emit('userChanged', { userId: user.id });
      return { data: toUser(updated ?? user) };
    },
  );
};

export default profileRoutes;
