import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { Message } from 'primereact/message';
import type { ImportacionFieldsFragment } from '../../../gql/graphql';
import { DataTable } from '../../../ui/DataTable';
import { EstadoTag } from '../../facturacion/components/EstadoTag';
import { resumen } from '../utils/importacion';

type ErrorDeFila = ImportacionFieldsFragment['errores'][number];
type Documento = ImportacionFieldsFragment['documentos'][number];

/**
 * What a finished import did: one sentence, each wrong row, and for mass invoicing each document with
 * its series-number and SUNAT state (sending goes on in the background: 'Actualizar estados' reads it).
 */
export function ResultadoImportacion({
  importacion,
  onActualizar,
}: {
  importacion: ImportacionFieldsFragment;
  onActualizar: () => void;
}) {
  const fin = resumen(importacion);
  const { errores, documentos } = importacion;
  return (
    <section className="importacion__resultado">
      <Message severity={fin.severidad} text={fin.texto} className="w-full" />
      {documentos.length > 0 && (
        <DataTable<Documento & { clave: string }>
          value={documentos.map((d) => ({ ...d, clave: d.documento }))}
          dataKey="clave"
          title={
            <span className="importacion__titulo">
              {`Comprobantes (${documentos.filter((d) => d.emitido).length} emitidos de ${documentos.length})`}
              <Button
                type="button"
                label="Actualizar estados"
                icon="pi pi-refresh"
                size="small"
                text
                onClick={onActualizar}
              />
            </span>
          }
          searchFields={['documento', 'comprobante', 'mensaje']}
        >
          <Column field="documento" header="Documento" sortable />
          <Column field="fila" header="Fila" style={{ width: '6rem' }} sortable />
          <Column field="comprobante" header="Comprobante" body={(d: Documento) => d.comprobante ?? '—'} />
          <Column
            header="Estado SUNAT"
            body={(d: Documento) => (d.estado ? <EstadoTag estado={d.estado} /> : '—')}
          />
          <Column field="mensaje" header="Mensaje" />
        </DataTable>
      )}
      {errores.length > 0 && (
        <DataTable<ErrorDeFila & { clave: number }>
          value={errores.map((e, i) => ({ ...e, clave: i }))}
          dataKey="clave"
          title={`Filas con errores (${errores.length})`}
          searchFields={['mensaje']}
          emptyMessage="Sin errores"
        >
          <Column field="fila" header="Fila" style={{ width: '6rem' }} sortable />
          <Column field="mensaje" header="Mensaje" />
        </DataTable>
      )}
    </section>
  );
}
