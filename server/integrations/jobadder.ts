// The JobAdder OAuth client (Third Parties): the authorisation address, the code exchange and the refresh, with
// openid-client against the authorize and token URLs configured by JOBADDER_* (JobAdder's own by default). A client
// company's refresh token is kept sealed with the field cipher (server/field-cipher.ts, FIELD_KEY) and leaves the
// server only towards JobAdder's token endpoint.
//
// The `state` of an authorisation is an HMAC of the caller's session id under a key derived from the field secret:
// the return page can only complete an authorisation begun in the same session, and nothing needs storing between
// the two requests.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import * as oidc from 'openid-client';
import type { Db } from '../db';
import { jobAdderLinks } from '../db/schema';
import { wireDateTimeSql } from '../db/wire-time';
import type { FieldCipher } from '../field-cipher';
import type { JobAdderConfig } from '../config';

export const JOB_ADDER_SCOPES = 'read write offline_access';
export const RETURN_PATH = '/jobAdderOAuthHandler';

/** Why an authorisation failed, as a sentence for the 400 (the page shows 'Job Adder authentication failed'). */
export class JobAdderRefusal extends Error {}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

export class JobAdderClient {
  private readonly oidcConfig: oidc.Configuration | null;

  constructor(
    config: JobAdderConfig,
    private readonly publicUrl: string,
    private readonly stateKey: string,
    private readonly cipher: FieldCipher,
  ) {
    this.oidcConfig = config.clientId ? JobAdderClient.oidcConfiguration(config, config.clientId) : null;
  }

  private static oidcConfiguration(config: JobAdderConfig, clientId: string): oidc.Configuration {
    const token = new URL(config.tokenUrl);
    const server: oidc.ServerMetadata = {
      issuer: token.origin,
      authorization_endpoint: config.authorizeUrl,
      token_endpoint: config.tokenUrl,
    };
    const configuration = new oidc.Configuration(server, clientId, config.clientSecret ?? '');
    // Plain HTTP only for an issuer on this machine (a local mock in tests); JobAdder itself is HTTPS.
    if (token.protocol === 'http:' && LOOPBACK.has(token.hostname)) oidc.allowInsecureRequests(configuration);
    return configuration;
  }

  get configured(): boolean {
    return this.oidcConfig !== null;
  }

  private get redirectUri(): string {
    return `${this.publicUrl}${RETURN_PATH}`;
  }

  stateFor(sessionId: string): string {
    return createHmac('sha256', this.stateKey).update(`jobadder-state:${sessionId}`).digest('base64url');
  }

  private stateMatches(sessionId: string, state: string): boolean {
    const expected = Buffer.from(this.stateFor(sessionId));
    const given = Buffer.from(state);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }

  /** Where the Third Parties page sends the user to allow access; '' when not configured. */
  authorizeUrl(sessionId: string): string {
    if (!this.oidcConfig) return '';
    return oidc
      .buildAuthorizationUrl(this.oidcConfig, { redirect_uri: this.redirectUri, scope: JOB_ADDER_SCOPES, state: this.stateFor(sessionId) })
      .href;
  }

  /** Exchanges the code for tokens and keeps the refresh token, sealed, for the client company. */
  async link(db: Db, who: { sessionId: string; clientId: number; userId: number }, code: string, state: string, now: Date): Promise<void> {
    if (!this.oidcConfig) throw new JobAdderRefusal('The JobAdder integration is not configured.');
    if (!this.stateMatches(who.sessionId, state)) {
      throw new JobAdderRefusal('The authorisation was not started in this session: open Third Parties and try again.');
    }
    const returned = new URL(this.redirectUri);
    returned.searchParams.set('code', code);
    returned.searchParams.set('state', state);
    const tokens = await this.grant(() => oidc.authorizationCodeGrant(this.oidcConfig!, returned, { expectedState: state }));
    if (!tokens.refresh_token) throw new JobAdderRefusal('JobAdder gave no refresh token (the offline_access scope was not granted).');
    const sealed = this.cipher.seal(tokens.refresh_token);
    await db
      .insert(jobAdderLinks)
      .values({ clientId: who.clientId, refreshToken: sealed, linkedByUserId: who.userId, linkedAt: now })
      .onConflictDoUpdate({
        target: jobAdderLinks.clientId,
        set: { refreshToken: sealed, linkedByUserId: who.userId, linkedAt: now, refreshedAt: null },
      });
  }

  /**
   * An access token for the client company's JobAdder account: the kept refresh token is exchanged, and the new one
   * JobAdder returns (it rotates them) is kept in its place. Null when the company is not linked.
   */
  async accessToken(db: Db, clientId: number, now: Date): Promise<string | null> {
    if (!this.oidcConfig) return null;
    const [link] = await db.select().from(jobAdderLinks).where(eq(jobAdderLinks.clientId, clientId));
    if (!link) return null;
    const tokens = await this.grant(() => oidc.refreshTokenGrant(this.oidcConfig!, this.cipher.open(link.refreshToken)));
    await db
      .update(jobAdderLinks)
      .set({ refreshToken: this.cipher.seal(tokens.refresh_token ?? this.cipher.open(link.refreshToken)), refreshedAt: now })
      .where(eq(jobAdderLinks.clientId, clientId));
    return tokens.access_token;
  }

  /** A token request, its OAuth refusals (invalid_grant, ...) worded for the caller. */
  private async grant<T>(call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      if (error instanceof oidc.ResponseBodyError) {
        throw new JobAdderRefusal(`JobAdder refused the authorisation (${error.error}).`);
      }
      if (error instanceof oidc.AuthorizationResponseError) {
        throw new JobAdderRefusal(`JobAdder refused the authorisation (${error.error}).`);
      }
      throw error;
    }
  }
}

/** When the client company linked its JobAdder account ('YYYY-MM-DD HH:mm:ss', Sydney); null when it has not. */
export async function linkedAt(db: Db, clientId: number): Promise<string | null> {
  const [link] = await db
    .select({ linkedAt: wireDateTimeSql(jobAdderLinks.linkedAt) })
    .from(jobAdderLinks)
    .where(eq(jobAdderLinks.clientId, clientId));
  return link?.linkedAt ?? null;
}
