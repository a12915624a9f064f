import { DEMO_ACCOUNT } from '../../demo.ts';
import type { AppContext } from '../module.ts';
import { hashPassword } from './secrets.ts';

/** The demo customer of demo.ts, created once; an existing one is left as it is. */
export async function seedSession(ctx: AppContext): Promise<void> {
  const { db } = ctx.database;
  const existing = await db
    .selectFrom('app_user')
    .select('id')
    .where((eb) => eb.or([eb('email', '=', DEMO_ACCOUNT.email), eb('phone', '=', DEMO_ACCOUNT.phone)]))
    .executeTakeFirst();
  if (existing) return;
  await db
    .insertInto('app_user')
    .values({
      email: DEMO_ACCOUNT.email,
      phone: DEMO_ACCOUNT.phone,
      password_hash: await hashPassword(DEMO_ACCOUNT.password),
      nickname: DEMO_ACCOUNT.nickname,
      invite_code: DEMO_ACCOUNT.inviteCode,
      inviter_id: null,
    })
    .onConflict((oc) => oc.doNothing())
    .execute();
}
