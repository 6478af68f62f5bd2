import { Column } from 'primereact/column';
import { Tag } from 'primereact/tag';
import type { DetalleUsuarioFieldsFragment } from '../../../../gql/graphql';
import { DataTable } from '../../../../ui/DataTable';
import { estadoMiembro, textoModulos } from '../../../equipo/utils/auditoria';
import { useNombresModulos } from '../../hooks/use-nombres-modulos';

type Concesion = DetalleUsuarioFieldsFragment['concesiones'][number];

/** The companies the account works in, each with the role, local, modules and state of its grant. */
export function ConcesionesUsuario({ concesiones }: { concesiones: readonly Concesion[] }) {
  const modulo = useNombresModulos();
  return (
    <DataTable value={concesiones} dataKey="empresa_id" emptyMessage="No trabaja en ninguna empresa">
      <Column field="ruc" header="RUC" style={{ width: '8rem' }} />
      <Column
        header="Empresa"
        body={(c: Concesion) => (
          <>
            {c.razon_social} {c.propietario && <Tag value="Titular" severity="info" />}
          </>
        )}
      />
      <Column field="rol" header="Rol" style={{ width: '11rem' }} />
      <Column header="Local" body={(c: Concesion) => c.local ?? 'Todos'} style={{ width: '9rem' }} />
      <Column header="Módulos" body={(c: Concesion) => textoModulos(c.modulos, modulo)} />
      <Column
        header="Estado"
        style={{ width: '9rem' }}
        body={(c: Concesion) => {
          const e = estadoMiembro({ suspendido: !!c.suspendida_at, demo_vence_at: c.demo_vence_at });
          return <Tag value={e.texto} severity={e.severidad} />;
        }}
      />
    </DataTable>
  );
}
