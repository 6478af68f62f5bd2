import { builder } from './builder.ts';
import './modules/admin/admin.schema.ts';
import './modules/auth/auth.schema.ts';
import './modules/plataforma/plataforma.schema.ts';

export const schema = builder.toSchema({ sortSchema: true });
