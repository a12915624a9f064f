import type { ColumnType, Generated } from 'kysely';

export interface AppUserTable {
  id: Generated<number>;
  phone: string | null;
  email: string | null;
  password_hash: string;
  pay_password_hash: string | null;
  nickname: Generated<string>;
  avatar: Generated<string>;
  invite_code: string;
  inviter_id: number | null;
  account_type: Generated<number>;
  status: Generated<number>;
  created_at: ColumnType<Date, Date | undefined, Date>;
  updated_at: ColumnType<Date, Date | undefined, Date>;
  pay_password_failures: Generated<number>;
  pay_password_locked_until: Date | null;
}

export interface UserSessionTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  created_at: ColumnType<Date, Date | undefined, never>;
  expires_at: Date;
  revoked_at: Date | null;
  ip: Generated<string>;
  user_agent: Generated<string>;
}

export type CodeScene = 'register' | 'login' | 'reset';
export type CodeChannel = 'sms' | 'email';

export interface VerificationCodeTable {
  id: Generated<number>;
  account: string;
  scene: CodeScene;
  code_hash: string;
  salt: string;
  attempts: Generated<number>;
  created_at: ColumnType<Date, Date | undefined, never>;
  expires_at: Date;
  consumed_at: Date | null;
}

export interface MessageOutboxTable {
  id: Generated<number>;
  account: string;
  channel: CodeChannel;
  scene: string;
  body: string;
  created_at: ColumnType<Date, Date | undefined, never>;
}

declare module '../../db/tables.ts' {
  interface Tables {
    app_user: AppUserTable;
    user_session: UserSessionTable;
    verification_code: VerificationCodeTable;
    message_outbox: MessageOutboxTable;
  }
}
