import { Column } from 'primereact/column';
import { TabPanel, TabView } from 'primereact/tabview';
import type {
  ConductoresQuery,
  ConductorFieldsFragment,
  ExcelConductoresQuery,
  ExcelTransportistasQuery,
  ExcelVehiculosQuery,
  TransportistaFieldsFragment,
  TransportistasQuery,
  VehiculoFieldsFragment,
  VehiculosQuery,
} from '../../../gql/graphql';
import { PaginaMaestro } from '../../../ui/PaginaMaestro';
import {
  activateConductorMutation,
  conductoresQuery,
  deleteConductorMutation,
  excelConductoresQuery,
} from '../graphql/conductores';
import {
  activateTransportistaMutation,
  deleteTransportistaMutation,
  excelTransportistasQuery,
  transportistasQuery,
} from '../graphql/transportistas';
import {
  activateVehiculoMutation,
  deleteVehiculoMutation,
  excelVehiculosQuery,
  vehiculosQuery,
} from '../graphql/vehiculos';
import { ConductorFormDialog } from './ConductorFormDialog';
import { TransportistaFormDialog } from './TransportistaFormDialog';
import { VehiculoFormDialog } from './VehiculoFormDialog';

type Transportista = TransportistaFieldsFragment;
type Vehiculo = VehiculoFieldsFragment;
type Conductor = ConductorFieldsFragment;

const deTransportista = (f: { transportista_razon_social?: string | null }) =>
  f.transportista_razon_social ?? 'Propio';

/** /fac/transportistas: the carriers, vehicles and drivers the guías de remisión pick, in three tabs. */
export function TransportistasPage() {
  return (
    <div className="page">
      <h1 className="page__title">Transportistas, vehículos y conductores</h1>
      <TabView>
        <TabPanel header="Transportistas">
          <PaginaMaestro<Transportista, TransportistasQuery, ExcelTransportistasQuery>
            id="transportistas"
            titulo={null}
            nuevo="Nuevo transportista"
            vacio="No se encontraron transportistas"
            consulta={transportistasQuery}
            pagina={(d) => d.transportistas}
            excel={excelTransportistasQuery}
            archivo={(d) => d.excelTransportistas}
            eliminar={deleteTransportistaMutation}
            activar={activateTransportistaMutation}
            nombre={(t) => `al transportista ${t.razon_social}`}
            nombreAcciones={(t) => t.razon_social}
            eliminada="Transportista eliminado"
            activada="Transportista activado"
            columnas={[
              <Column key="ruc" field="ruc" header="RUC" style={{ width: '9rem' }} />,
              <Column key="razon_social" field="razon_social" header="Razón social" />,
              <Column
                key="registro_mtc"
                field="registro_mtc"
                header="Registro MTC"
                style={{ width: '10rem' }}
              />,
            ]}
            dialogo={(d) => <TransportistaFormDialog {...d} />}
          />
        </TabPanel>
        <TabPanel header="Vehículos">
          <PaginaMaestro<Vehiculo, VehiculosQuery, ExcelVehiculosQuery>
            id="vehiculos"
            titulo={null}
            nuevo="Nuevo vehículo"
            vacio="No se encontraron vehículos"
            consulta={vehiculosQuery}
            pagina={(d) => d.vehiculos}
            excel={excelVehiculosQuery}
            archivo={(d) => d.excelVehiculos}
            eliminar={deleteVehiculoMutation}
            activar={activateVehiculoMutation}
            nombre={(v) => `el vehículo ${v.placa}`}
            eliminada="Vehículo eliminado"
            activada="Vehículo activado"
            columnas={[
              <Column key="placa" field="placa" header="Placa" style={{ width: '8rem' }} />,
              <Column key="marca" field="marca" header="Marca" />,
              <Column key="tuce" field="tuce" header="TUC" />,
              <Column key="transportista" header="Transportista" body={deTransportista} />,
            ]}
            dialogo={(d) => <VehiculoFormDialog {...d} />}
          />
        </TabPanel>
        <TabPanel header="Conductores">
          <PaginaMaestro<Conductor, ConductoresQuery, ExcelConductoresQuery>
            id="conductores"
            titulo={null}
            nuevo="Nuevo conductor"
            vacio="No se encontraron conductores"
            consulta={conductoresQuery}
            pagina={(d) => d.conductores}
            excel={excelConductoresQuery}
            archivo={(d) => d.excelConductores}
            eliminar={deleteConductorMutation}
            activar={activateConductorMutation}
            nombre={(c) => `al conductor ${c.nombres} ${c.apellidos}`}
            nombreAcciones={(c) => `${c.nombres} ${c.apellidos}`}
            eliminada="Conductor eliminado"
            activada="Conductor activado"
            columnas={[
              <Column key="numero" field="numero_documento" header="Documento" style={{ width: '9rem' }} />,
              <Column
                key="nombre"
                header="Nombres y apellidos"
                body={(c: Conductor) => `${c.nombres} ${c.apellidos}`}
              />,
              <Column key="licencia" field="licencia" header="Licencia" style={{ width: '9rem' }} />,
              <Column key="transportista" header="Transportista" body={deTransportista} />,
            ]}
            dialogo={(d) => <ConductorFormDialog {...d} />}
          />
        </TabPanel>
      </TabView>
    </div>
  );
}
