import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  API_KEY_MAX_EXPIRY_DAYS,
  API_KEY_MESSAGES,
  API_KEY_NAME_MAX_LENGTH,
  API_KEY_SCOPES,
  API_KEYS_MAX_ACTIVE,
  ApiKeyAccess,
  type ApiKeyScope,
  ErrorCode,
  Role,
} from '@hireloop/schema';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { Clock } from '../../common/clock';
import { AppError, BadInputError, NotFoundError } from '../../common/errors';
import { isUuid } from '../../common/paging';
import type { User } from '../users/user.entity';
import { UsersService } from '../users/users.service';
import { ApiKey } from './api-key.entity';
import { ApiKeyCreation, ApiKeyInput } from './api-key.model';

/** Every key starts with this; a bearer token that does not is a session token. */
export const API_KEY_MARK = 'hl_';
/** Random bytes of a key's secret part (base64url: 43 characters). */
const SECRET_BYTES = 32;
/** The last-used time is written at most this often per key, not on every request. */
export const LAST_USED_RESOLUTION_MS = 60_000;

const KEY_FORMAT = /^hl_([A-Za-z0-9]{12})_[\w-]{43}$/;
const PREFIX_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A key that authenticated a request, with its owner. */
export interface AuthenticatedKey {
  key: ApiKey;
  owner: User;
}

export function isApiKeyToken(token: string): boolean {
  return token.startsWith(API_KEY_MARK);
}

function sha256(text: string): Buffer {
  return createHash('sha256').update(text, 'utf8').digest();
}

function randomPrefix(): string {
  const bytes = randomBytes(12);
  return [...bytes].map((b) => PREFIX_ALPHABET[b % PREFIX_ALPHABET.length]).join('');
}

/** Recruiters' and administrators' API keys: made, listed, revoked, and checked on each request. */
@Injectable()
export class ApiKeysService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly users: UsersService,
    private readonly clock: Clock,
  ) {}

  /** The user's keys, newest first (revoked and expired ones too, as history). */
  list(user: User): Promise<ApiKey[]> {
    return this.dataSource
      .getRepository(ApiKey)
      .find({ where: { ownerId: user.id }, order: { createdAt: 'DESC' } });
  }

  /** Makes a key; the secret is answered this once and only its SHA-256 is kept. */
  async create(user: User, input: ApiKeyInput): Promise<ApiKeyCreation> {
    const name = input.name.trim();
    if (!name) throw new BadInputError(API_KEY_MESSAGES.nameRequired);
    if (name.length > API_KEY_NAME_MAX_LENGTH) throw new BadInputError(API_KEY_MESSAGES.nameTooLong);
    const scopes = [...new Set(input.scopes)];
    if (!scopes.length) throw new BadInputError(API_KEY_MESSAGES.scopesRequired);
    const unknown = scopes.find((s) => !(API_KEY_SCOPES as readonly string[]).includes(s));
    if (unknown) throw new BadInputError(`${API_KEY_MESSAGES.unknownScope}: ${unknown}`);
    const access = input.access ?? null;
    if (user.role === Role.ADMIN) {
      if (!access) throw new BadInputError(API_KEY_MESSAGES.accessRequired);
      if (access === ApiKeyAccess.READ_ONLY && scopes.some((s) => !s.endsWith(':read'))) {
        throw new BadInputError(API_KEY_MESSAGES.readOnlyWriteScope);
      }
    } else if (access) {
      throw new BadInputError(API_KEY_MESSAGES.accessForAdminsOnly);
    }
    const now = this.clock.now();
    const expiresAt = input.expiresAt ?? null;
    if (expiresAt && expiresAt.getTime() <= now.getTime())
      throw new BadInputError(API_KEY_MESSAGES.expiryPast);
    if (expiresAt && expiresAt.getTime() > now.getTime() + API_KEY_MAX_EXPIRY_DAYS * 86_400_000) {
      throw new BadInputError(API_KEY_MESSAGES.expiryTooFar);
    }

    const prefix = randomPrefix();
    const secret = `${API_KEY_MARK}${prefix}_${randomBytes(SECRET_BYTES).toString('base64url')}`;
    const key = await this.dataSource.transaction(async (em: EntityManager) => {
      // One creation at a time per user, so two at once cannot both pass the limit.
      await em.query(`SELECT pg_advisory_xact_lock(hashtextextended('api_keys:' || $1::text, 0))`, [user.id]);
      const [{ active }]: { active: number }[] = await em.query(
        `SELECT count(*)::int AS active FROM api_keys
          WHERE owner_id = $1 AND revoked_at IS NULL AND (expires_at IS NULL OR expires_at > $2)`,
        [user.id, now],
      );
      if (active >= API_KEYS_MAX_ACTIVE) throw new AppError(ErrorCode.CONFLICT, API_KEY_MESSAGES.tooMany);
      const saved = await em.getRepository(ApiKey).save({
        ownerId: user.id,
        ownerRole: user.role,
        name,
        prefix,
        secretHash: sha256(secret),
        scopes: scopes as ApiKeyScope[],
        access,
        expiresAt,
      });
      return em.getRepository(ApiKey).findOneByOrFail({ id: saved.id });
    });
    return { key, secret };
  }

  /** Revokes one of the user's keys; it is refused from the next request on. Revoking twice is harmless. */
  async revoke(user: User, id: string): Promise<ApiKey> {
    // An id that is no UUID names no key: answered as an unknown one, without asking the database.
    if (!isUuid(id)) throw new NotFoundError(API_KEY_MESSAGES.notFound);
    const repo = this.dataSource.getRepository(ApiKey);
    const key = await repo.findOneBy({ id, ownerId: user.id });
    if (!key) throw new NotFoundError(API_KEY_MESSAGES.notFound);
    if (!key.revokedAt) {
      await repo.update({ id: key.id }, { revokedAt: this.clock.now() });
    }
    return repo.findOneByOrFail({ id: key.id });
  }

  /**
   * The key and owner of a bearer token `hl_<prefix>_<secret>`, read afresh on every request (so a
   * revocation applies to the next one): null when the key is unknown, wrong, revoked or expired, or its
   * owner is deactivated or no longer has the role the key was made with.
   */
  async authenticate(token: string): Promise<AuthenticatedKey | null> {
    const match = KEY_FORMAT.exec(token);
    if (!match) return null;
    const key = await this.dataSource
      .getRepository(ApiKey)
      .createQueryBuilder('k')
      .addSelect('k.secretHash')
      .where('k.prefix = :prefix', { prefix: match[1] })
      .getOne();
    if (!key || !timingSafeEqual(key.secretHash, sha256(token))) return null;
    const now = this.clock.now();
    if (key.revokedAt || (key.expiresAt && key.expiresAt.getTime() <= now.getTime())) return null;
    const owner = await this.users.findById(key.ownerId);
    if (!owner || owner.deactivatedAt || owner.role !== key.ownerRole) return null;
    if (!key.lastUsedAt || now.getTime() - key.lastUsedAt.getTime() >= LAST_USED_RESOLUTION_MS) {
      await this.dataSource.query(
        `UPDATE api_keys SET last_used_at = $2
          WHERE id = $1 AND (last_used_at IS NULL OR last_used_at <= $3)`,
        [key.id, now, new Date(now.getTime() - LAST_USED_RESOLUTION_MS)],
      );
      key.lastUsedAt = now;
    }
    return { key, owner };
  }

  /** A user's API keys for their data export: name, prefix, scopes and dates, never the secret's hash. */
  async exportFor(ownerId: string) {
    const rows = await this.dataSource
      .getRepository(ApiKey)
      .find({ where: { ownerId }, order: { createdAt: 'ASC', id: 'ASC' } });
    return rows.map((k) => ({
      name: k.name,
      prefix: k.prefix,
      scopes: k.scopes,
      access: k.access,
      createdAt: k.createdAt.toISOString(),
      expiresAt: k.expiresAt?.toISOString() ?? null,
      lastUsedAt: k.lastUsedAt?.toISOString() ?? null,
      revokedAt: k.revokedAt?.toISOString() ?? null,
    }));
  }
}
