import { builder } from './builder.ts';
import './modules/admin/admin.schema.ts';
import './modules/auth/auth.schema.ts';
import './modules/calendario/calendario.schema.ts';
import './modules/consultas/consultas.schema.ts';
import './modules/contabilidad/contabilidad.schema.ts';
import './modules/contabilidad/maestros.schema.ts';
import './modules/empresas/empresas.schema.ts';
import './modules/facturacion/facturacion.schema.ts';
import './modules/importacion/importacion.schema.ts';
import './modules/maestros/maestros.schema.ts';
import './modules/notificaciones/notificaciones.schema.ts';
import './modules/personas/personas.schema.ts';
import './modules/plataforma/plataforma.schema.ts';
import './modules/productos/productos.schema.ts';
import './modules/reclamos/reclamos.schema.ts';
import './modules/workspace/workspace.schema.ts';

export const schema = builder.toSchema({ sortSchema: true });
