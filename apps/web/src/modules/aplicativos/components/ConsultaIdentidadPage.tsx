import { Button } from 'primereact/button';
import { Card } from 'primereact/card';
import { Message } from 'primereact/message';
import { useState } from 'react';
import { useClient } from 'urql';
import { MANUAL_ERRORS } from '../../../lib/error-exchange';
import { FormField } from '../../../ui/FormField';
import { TextInput } from '../../../ui/TextInput';
import { mensajeError } from '../../../ui/utils/acciones';
import { consultaDniQuery, consultaRucQuery } from '../graphql/consultas';
import {
  CONSULTAS,
  ETIQUETAS_DNI,
  ETIQUETAS_RUC,
  errorDeNumero,
  type FilaResultado,
  FUENTES,
  filasDeResultado,
  type TipoConsulta,
} from '../utils/consulta';
import './aplicativos.css';

type Resultado = { numero: string; filas: FilaResultado[]; advertencia: string | null };

/**
 * /aplicativos/dnibasico and /aplicativos/rucbasico: a DNI or RUC looked up (RUCs in the local padrón
 * reducido first, then the provider), the answer as labelled rows and the session's earlier look-ups
 * below it, newest first.
 */
export function ConsultaIdentidadPage({ tipo }: { tipo: TipoConsulta }) {
  const client = useClient();
  const consulta = CONSULTAS[tipo];
  const [numero, setNumero] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [consultando, setConsultando] = useState(false);
  const [resultados, setResultados] = useState<Resultado[]>([]);

  async function consultar() {
    const n = numero.trim();
    const invalido = errorDeNumero(tipo, n);
    setError(invalido ?? null);
    if (invalido) return;
    setConsultando(true);
    try {
      const opciones = { ...MANUAL_ERRORS, requestPolicy: 'network-only' } as const;
      let nuevo: Resultado | null = null;
      if (tipo === 'ruc') {
        const r = await client.query(consultaRucQuery, { ruc: n }, opciones).toPromise();
        if (r.error) return setError(mensajeError(r.error) ?? 'No se pudo consultar el RUC');
        const d = r.data?.consultarRuc;
        if (d)
          nuevo = {
            numero: n,
            filas: filasDeResultado({ ...d, fuente: FUENTES[d.fuente] ?? d.fuente }, ETIQUETAS_RUC),
            advertencia: d.advertencia ?? null,
          };
      } else {
        const r = await client.query(consultaDniQuery, { dni: n }, opciones).toPromise();
        if (r.error) return setError(mensajeError(r.error) ?? 'No se pudo consultar el DNI');
        const d = r.data?.consultarDni;
        if (d) nuevo = { numero: n, filas: filasDeResultado(d, ETIQUETAS_DNI), advertencia: null };
      }
      if (!nuevo) return setError(`No se encontró el ${consulta.campo} ${n}`);
      const encontrado = nuevo;
      setResultados((rs) => [encontrado, ...rs.filter((x) => x.numero !== n)]);
    } finally {
      setConsultando(false);
    }
  }

  return (
    <div className="page consulta-identidad">
      <h1 className="page__title">{consulta.titulo}</h1>
      <div className="consulta-identidad__barra">
        <FormField id={`consulta-${tipo}`} label={consulta.campo} error={error ?? undefined}>
          <TextInput
            value={numero}
            onChange={setNumero}
            inputMode="numeric"
            maxLength={consulta.largo}
            autoFocus
            onEnter={consultar}
            invalid={error !== null}
          />
        </FormField>
        <Button label="Consultar" icon="pi pi-search" loading={consultando} onClick={consultar} />
      </div>
      {resultados.map((r, i) => (
        <section key={r.numero} aria-label={`${consulta.campo} ${r.numero}`}>
          <Card className="consulta-identidad__resultado" title={i === 0 ? 'Resultado' : undefined}>
            {r.advertencia && <Message severity="warn" text={r.advertencia} />}
            <dl>
              {r.filas.map((f) => (
                <div key={f.etiqueta} className="consulta-identidad__fila">
                  <dt>{f.etiqueta}</dt>
                  <dd>{f.valor}</dd>
                </div>
              ))}
            </dl>
          </Card>
        </section>
      ))}
    </div>
  );
}
