import { Column } from 'primereact/column';
import type { DetalleUsuarioFieldsFragment } from '../../../../gql/graphql';
import { DataTable } from '../../../../ui/DataTable';
import { formatFechaHora } from '../../../../ui/utils/fechas';
import { nombreAccion, textoDetalle } from '../../../equipo/utils/auditoria';
import { useNombresModulos } from '../../hooks/use-nombres-modulos';
import { useRolesPlataforma } from '../../hooks/use-roles-plataforma';

type Registro = DetalleUsuarioFieldsFragment['auditoria'][number];

/** What was done to the account and what it did to others' access: the access log's entries, newest first. */
export function HistorialCuenta({ registros }: { registros: readonly Registro[] }) {
  const roles = useRolesPlataforma();
  const modulo = useNombresModulos();
  const nombres = { rol: roles.nombre, local: (id: string) => id, modulo };
  return (
    <DataTable value={registros} dataKey="id" emptyMessage="Sin movimientos">
      <Column header="Fecha" style={{ width: '10rem' }} body={(r: Registro) => formatFechaHora(r.fecha)} />
      <Column header="Acción" style={{ width: '12rem' }} body={(r: Registro) => nombreAccion(r.accion)} />
      <Column field="actor" header="Realizado por" />
      <Column header="Usuario" body={(r: Registro) => r.usuario ?? '—'} />
      <Column header="Detalle" body={(r: Registro) => textoDetalle(r.detalle, nombres)} />
    </DataTable>
  );
}
