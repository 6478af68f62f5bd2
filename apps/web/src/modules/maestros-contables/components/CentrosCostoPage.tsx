import { Column } from 'primereact/column';
import { TabPanel, TabView } from 'primereact/tabview';
import type {
  AmarreCentroCostoFieldsFragment,
  AmarresCentroCostoQuery,
  CentroCostoFieldsFragment,
  CentrosCostoQuery,
  ExcelAmarresCentroCostoQuery,
  ExcelCentrosCostoQuery,
} from '../../../gql/graphql';
import { PaginaMaestro } from '../../../ui/PaginaMaestro';
import {
  activateAmarreCentroCostoMutation,
  amarresCentroCostoQuery,
  deleteAmarreCentroCostoMutation,
  excelAmarresCentroCostoQuery,
} from '../graphql/amarres';
import {
  activateCentroCostoMutation,
  centrosCostoQuery,
  deleteCentroCostoMutation,
  excelCentrosCostoQuery,
} from '../graphql/centros-costo';
import { AmarreFormDialog } from './AmarreFormDialog';
import { CentroCostoFormDialog } from './CentroCostoFormDialog';
import './maestros-contables.css';

type Centro = CentroCostoFieldsFragment;
type Amarre = AmarreCentroCostoFieldsFragment;

/** /app/centro-costos: the company's cost centres and, in a second tab, their distributions (amarres). */
export function CentrosCostoPage() {
  return (
    <div className="page">
      <h1 className="page__title">Centros de costo</h1>
      <TabView>
        <TabPanel header="Centros de costo">
          <PaginaMaestro<Centro, CentrosCostoQuery, ExcelCentrosCostoQuery>
            id="centros-costo"
            titulo={null}
            nuevo="Nuevo centro de costo"
            vacio="No se encontraron centros de costo"
            consulta={centrosCostoQuery}
            pagina={(d) => d.centrosCosto}
            excel={excelCentrosCostoQuery}
            archivo={(d) => d.excelCentrosCosto}
            eliminar={deleteCentroCostoMutation}
            activar={activateCentroCostoMutation}
            nombre={(c) => `el centro de costo ${c.codigo}`}
            eliminada="Centro de costo eliminado"
            activada="Centro de costo activado"
            columnas={[
              <Column key="codigo" field="codigo" header="Código" style={{ width: '9rem' }} />,
              <Column key="nombre" field="nombre" header="Nombre" />,
              <Column key="tipo" field="tipo_nombre" header="Tipo" style={{ width: '12rem' }} />,
            ]}
            dialogo={(d) => <CentroCostoFormDialog {...d} />}
          />
        </TabPanel>
        <TabPanel header="Amarres">
          <PaginaMaestro<Amarre, AmarresCentroCostoQuery, ExcelAmarresCentroCostoQuery>
            id="amarres"
            titulo={null}
            nuevo="Nuevo amarre"
            vacio="No se encontraron amarres"
            consulta={amarresCentroCostoQuery}
            pagina={(d) => d.amarresCentroCosto}
            excel={excelAmarresCentroCostoQuery}
            archivo={(d) => d.excelAmarresCentroCosto}
            eliminar={deleteAmarreCentroCostoMutation}
            activar={activateAmarreCentroCostoMutation}
            nombre={(a) => `el amarre ${a.codigo}`}
            eliminada="Amarre eliminado"
            activada="Amarre activado"
            columnas={[
              <Column key="codigo" field="codigo" header="Código" style={{ width: '9rem' }} />,
              <Column key="nombre" field="nombre" header="Nombre" />,
              <Column
                key="detalle"
                header="Distribución"
                body={(a: Amarre) => a.detalle.map((l) => `${l.codigo} ${l.porcentaje}%`).join(' · ')}
              />,
            ]}
            dialogo={(d) => <AmarreFormDialog {...d} />}
          />
        </TabPanel>
      </TabView>
    </div>
  );
}
