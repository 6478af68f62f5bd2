import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { Message } from 'primereact/message';
import { useState } from 'react';
import { Link } from 'react-router';
import type {
  AsientoPredisenadoFieldsFragment,
  AsientosPredisenadosQuery,
  ExcelAsientosPredisenadosQuery,
} from '../../../gql/graphql';
import { PaginaMaestro } from '../../../ui/PaginaMaestro';
import {
  activarAsientoPredisenadoMutation,
  asientosPredisenadosQuery,
  deleteAsientoPredisenadoMutation,
  excelAsientosPredisenadosQuery,
} from '../graphql/asientos-predisenados';
import { AplicarPredisenadoDialog, type AsientoAplicado } from './AplicarPredisenadoDialog';
import { AsientoPredisenadoFormDialog } from './AsientoPredisenadoFormDialog';

type Plantilla = AsientoPredisenadoFieldsFragment;

/** How a line reads in the list: '6361 D 33.33 %', '4699 H S/ 2.50'. */
const lineaEnLista = (l: Plantilla['lineas'][number]) =>
  `${l.cuenta} ${l.lado === 'debe' ? 'D' : 'H'} ${l.porcentaje ? `${l.porcentaje} %` : `S/ ${l.monto}`}`;

/**
 * /contable/asientos_predisenados: the company's entry templates (search, deleted ones, Excel, create,
 * edit, delete, re-activate) and applying an active one for an amount, which posts an asiento vario.
 */
export function AsientosPredisenadosPage() {
  const [aplicando, setAplicando] = useState<Plantilla | null>(null);
  const [ultimo, setUltimo] = useState<AsientoAplicado | null>(null);

  return (
    <>
      <PaginaMaestro<Plantilla, AsientosPredisenadosQuery, ExcelAsientosPredisenadosQuery>
        id="asientos-predisenados"
        titulo="Asientos prediseñados"
        nota={
          ultimo && (
            <Message
              severity="success"
              className="w-full"
              content={
                <span>
                  Asiento registrado con CUO {ultimo.cuo}.{' '}
                  <Link to={`/contable/asientos_varios?periodo=${ultimo.periodo}`}>
                    Ver en asientos varios
                  </Link>
                </span>
              }
            />
          )
        }
        nuevo="Nuevo asiento prediseñado"
        vacio="No se encontraron asientos prediseñados"
        consulta={asientosPredisenadosQuery}
        pagina={(d) => d.asientosPredisenados}
        excel={excelAsientosPredisenadosQuery}
        archivo={(d) => d.excelAsientosPredisenados}
        eliminar={deleteAsientoPredisenadoMutation}
        activar={activarAsientoPredisenadoMutation}
        nombre={(p) => `el asiento prediseñado ${p.nombre}`}
        nombreAcciones={(p) => p.nombre}
        eliminada="Asiento prediseñado eliminado"
        activada="Asiento prediseñado activado"
        columnas={[
          <Column key="nombre" field="nombre" header="Nombre" style={{ width: '16rem' }} />,
          <Column key="glosa" field="glosa" header="Glosa" />,
          <Column
            key="lineas"
            header="Líneas"
            body={(p: Plantilla) => p.lineas.map(lineaEnLista).join(' · ')}
          />,
          <Column
            key="aplicar"
            header="Aplicar"
            style={{ width: '6rem' }}
            body={(p: Plantilla) =>
              p.deleted_at ? null : (
                <Button
                  type="button"
                  icon="pi pi-play"
                  size="small"
                  text
                  aria-label={`Aplicar ${p.nombre}`}
                  tooltip="Aplicar"
                  onClick={() => setAplicando(p)}
                />
              )
            }
          />,
        ]}
        dialogo={(d) => <AsientoPredisenadoFormDialog {...d} />}
      />
      {aplicando && (
        <AplicarPredisenadoDialog
          plantilla={aplicando}
          cerrar={() => setAplicando(null)}
          aplicado={(a) => {
            setAplicando(null);
            setUltimo(a);
          }}
        />
      )}
    </>
  );
}
