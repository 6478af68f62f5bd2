import { camposSinAlcance } from './alcances-declarados.ts';
import { builder } from './builder.ts';
import './modules/admin/admin.schema.ts';
import './modules/aula/aula.schema.ts';
import './modules/auth/auth.schema.ts';
import './modules/calendario/calendario.schema.ts';
import './modules/consultas/consultas.schema.ts';
import './modules/contabilidad/caja-bancos.schema.ts';
import './modules/contabilidad/cambios-patrimonio.schema.ts';
import './modules/contabilidad/compras.schema.ts';
import './modules/contabilidad/conciliacion.schema.ts';
import './modules/contabilidad/asientos-predisenados.schema.ts';
import './modules/contabilidad/asientos-varios.schema.ts';
import './modules/contabilidad/cierre.schema.ts';
import './modules/contabilidad/contabilidad.schema.ts';
import './modules/contabilidad/estados-financieros.schema.ts';
import './modules/contabilidad/impuestos.schema.ts';
import './modules/contabilidad/inventarios.schema.ts';
import './modules/contabilidad/libro.schema.ts';
import './modules/contabilidad/libro-mayor.schema.ts';
import './modules/contabilidad/maestros.schema.ts';
import './modules/contabilidad/pagos.schema.ts';
import './modules/contabilidad/reportes-contables.schema.ts';
import './modules/contabilidad/ventas.schema.ts';
import './modules/empresas/empresas.schema.ts';
import './modules/facturacion/facturacion.schema.ts';
import './modules/facturacion/internos.schema.ts';
import './modules/facturacion/salidas.schema.ts';
import './modules/importacion/importacion.schema.ts';
import './modules/maestros/maestros.schema.ts';
import './modules/notificaciones/notificaciones.schema.ts';
import './modules/personas/personas.schema.ts';
import './modules/planillas/asistencia.schema.ts';
import './modules/planillas/beneficios.schema.ts';
import './modules/planillas/otros-empleadores.schema.ts';
import './modules/planillas/parametros.schema.ts';
import './modules/planillas/planillas.schema.ts';
import './modules/planillas/plame.schema.ts';
import './modules/planillas/salidas.schema.ts';
import './modules/plataforma/plataforma.schema.ts';
import './modules/ple/ple.schema.ts';
import './modules/pos/caja.schema.ts';
import './modules/pos/configuracion.schema.ts';
import './modules/pos/delivery.schema.ts';
import './modules/pos/pedidos.schema.ts';
import './modules/pos/reportes.schema.ts';
import './modules/productos/productos.schema.ts';
import './modules/reclamos/reclamos.schema.ts';
import './modules/reportes/reportes.schema.ts';
import './modules/sire/sire.schema.ts';
import './modules/workspace/workspace.schema.ts';

export const schema = builder.toSchema({ sortSchema: true });

// By construction: a root field that does not say what it requires is a build error, not an open door.
const sinAlcance = camposSinAlcance(schema);
if (sinAlcance.length) {
  throw new Error(`Operaciones sin permiso declarado (authScopes): ${sinAlcance.join(', ')}`);
}
