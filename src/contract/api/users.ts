/** Admin users API (SPEC §7 "Authentication API"): the users of the caller's tenant. */
import { Type, type Static } from '@sinclair/typebox';
import { IsoDate, Paged } from './common.ts';

export const AdminUser = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  email: Type.String(),
  role: Type.Union([Type.Literal('admin'), Type.Literal('member')]),
  created_at: IsoDate,
  last_login_at: Type.Union([IsoDate, Type.Null()]),
});
export type AdminUser = Static<typeof AdminUser>;

export const AdminUserPage = Paged(AdminUser);
export type AdminUserPage = Static<typeof AdminUserPage>;

export const AdminUserQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000, description: 'Page number, default 1' })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, description: 'Rows per page, default 10' })),
});
export type AdminUserQuery = Static<typeof AdminUserQuery>;
