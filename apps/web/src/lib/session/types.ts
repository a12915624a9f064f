/** `GET /api/userInfo/getUserInfo` data, also returned by login and register. */
export interface UserInfo {
  id: number;
  account: string;
  phone: string | null;
  email: string | null;
  nickname: string | null;
  avatar: string | null;
  inviteCode: string | null;
  accountType: number | string | null;
  isSetWithPwd: boolean | number | null;
  createdAt: string | null;
}
