import { Column } from 'primereact/column';
import { TabPanel, TabView } from 'primereact/tabview';
import type { ComparacionSireQuery } from '../../../gql/graphql';
import { DataTable } from '../../../ui/DataTable';
import { CATEGORIAS_SIRE, comprobanteSire, importeDe, nombreCampoSire } from '../utils/sire';

type Comparacion = ComparacionSireQuery['comparacionSire'];
type Resultado = Comparacion['resultados'][number];

function Diferencias({ r }: { r: Resultado }) {
  return (
    <ul className="sire-diferencias">
      {r.diferencias.map((d) => (
        <li key={d.campo}>
          <strong>{nombreCampoSire(d.campo)}</strong>: SUNAT {d.sunat || '—'} · Libros {d.libros || '—'}
        </li>
      ))}
    </ul>
  );
}

/**
 * The proposal against the books, one tab per category (Coinciden, Difieren, Solo en SUNAT, Solo en
 * libros) with its count, both sides' totals and its comprobantes; Difieren lists each differing field.
 */
export function ComparacionSireTabs({ comparacion }: { comparacion: Comparacion }) {
  return (
    <TabView className="sire-comparacion">
      {CATEGORIAS_SIRE.map(({ clave, titulo }) => {
        const total = comparacion.totales.find((t) => t.categoria === clave);
        const filas = comparacion.resultados
          .filter((r) => r.categoria === clave)
          .map((r) => ({ ...r, clave: `${r.tipo}-${r.serie}-${r.numero}` }));
        return (
          <TabPanel key={clave} header={`${titulo} (${total?.cantidad ?? 0})`}>
            <section aria-label={titulo}>
              <p className="sire-totales" data-testid={`sire-${clave}-totales`}>
                {total?.cantidad ?? 0} comprobantes · Total SUNAT {importeDe(total?.sunat ?? [], 'total')} ·
                Total libros {importeDe(total?.libros ?? [], 'total')} · IGV SUNAT{' '}
                {importeDe(total?.sunat ?? [], 'igv')} · IGV libros {importeDe(total?.libros ?? [], 'igv')}
              </p>
              <DataTable value={filas} dataKey="clave" emptyMessage="Ningún comprobante en esta categoría">
                <Column field="tipo" header="Tipo" style={{ width: '5rem' }} />
                <Column header="Comprobante" body={(r: Resultado) => comprobanteSire(r)} />
                <Column field="numero_documento" header="Doc. identidad" />
                <Column header="CUO" body={(r: Resultado) => r.cuos.join(', ')} />
                {clave === 'difiere' && (
                  <Column header="Diferencias" body={(r: Resultado) => <Diferencias r={r} />} />
                )}
              </DataTable>
            </section>
          </TabPanel>
        );
      })}
    </TabView>
  );
}
