import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { Tag } from 'primereact/tag';
import type { ReactNode } from 'react';
import { useMutation, useQuery } from 'urql';
import type { PreparacionEmpresaQuery } from '../../../gql/graphql';
import { MANUAL_ERRORS } from '../../../lib/error-exchange';
import { useToast } from '../../../ui/toast/use-toast';
import { mensajeError } from '../../../ui/utils/acciones';
import { preparacionEmpresaQuery, usarCertificadoDePruebasMutation } from '../graphql/empresas';
import './preparacion.css';

type Paso = PreparacionEmpresaQuery['preparacionEmpresa']['pasos'][number];

const PARA: Readonly<Record<string, string>> = {
  emitir: 'Para emitir comprobantes',
  contabilizar: 'Para registrar asientos',
  pagar: 'Para cobrar y pagar',
};

interface PreparacionEmpresaProps {
  empresaId: string;
  /** Shown under the checklist once the company can emit (e.g. 'Ir a facturación'). */
  accionListo?: ReactNode;
  /** After the checklist changed the company (a test certificate installed). */
  onCambio?: () => void;
}

/**
 * The first-run checklist of a company: what it has and what it still lacks to emit, post and pay, each
 * with where to fix it; a company in test mode may sign with a generated test certificate from here.
 */
export function PreparacionEmpresa({ empresaId, accionListo, onCambio }: PreparacionEmpresaProps) {
  const toast = useToast();
  const [{ data, error, fetching }, refetch] = useQuery({
    query: preparacionEmpresaQuery,
    variables: { empresa_id: empresaId },
    requestPolicy: 'network-only',
    context: MANUAL_ERRORS,
  });
  const [{ fetching: instalando }, usarPruebas] = useMutation(usarCertificadoDePruebasMutation);
  const preparacion = data?.preparacionEmpresa;
  const loadError = mensajeError(error);

  async function certificadoDePruebas() {
    const r = await usarPruebas({ empresa_id: empresaId }, MANUAL_ERRORS);
    const e = mensajeError(r.error);
    if (e) toast.error(e);
    if (r.data) {
      toast.success('Certificado de pruebas instalado');
      refetch({ requestPolicy: 'network-only' });
      onCambio?.();
    }
  }

  const accion = (p: Paso) =>
    p.clave === 'certificado' && !p.listo && preparacion?.modo_pruebas ? (
      <Button
        type="button"
        label="Usar certificado de pruebas"
        icon="pi pi-verified"
        size="small"
        outlined
        loading={instalando}
        onClick={() => void certificadoDePruebas()}
      />
    ) : null;

  if (loadError) return <Message severity="error" text={loadError} className="w-full" />;
  if (!preparacion)
    return fetching ? (
      <p role="status">
        <i className="pi pi-spin pi-spinner" aria-hidden="true" /> Revisando la empresa...
      </p>
    ) : null;

  const grupos = Object.keys(PARA).map((para) => ({
    para,
    pasos: preparacion.pasos.filter((p) => p.para === para),
  }));
  return (
    <section className="preparacion" aria-label="Preparación de la empresa">
      <p className="preparacion__estado">
        {preparacion.puede_emitir ? (
          <Tag value="Lista para emitir" severity="success" icon="pi pi-check" />
        ) : (
          <Tag value="Le falta algo para emitir" severity="warning" icon="pi pi-exclamation-circle" />
        )}
        {preparacion.modo_pruebas && <Tag value="Modo pruebas" severity="warning" />}
      </p>
      {grupos.map((g) => (
        <div key={g.para} className="preparacion__grupo">
          <h3 className="preparacion__titulo">{PARA[g.para]}</h3>
          <ul className="preparacion__lista">
            {g.pasos.map((p) => (
              <li key={p.clave} className="preparacion__paso" data-paso={p.clave} data-listo={p.listo}>
                <i
                  className={
                    p.listo ? 'pi pi-check-circle preparacion__ok' : 'pi pi-circle preparacion__falta'
                  }
                  aria-hidden="true"
                />
                <div>
                  <strong>{p.titulo}</strong>
                  <span className="sr-only">{p.listo ? ' (listo)' : ' (pendiente)'}</span>
                  <small className="preparacion__detalle">{p.detalle}</small>
                </div>
                {accion(p)}
              </li>
            ))}
          </ul>
        </div>
      ))}
      {preparacion.puede_emitir && accionListo}
    </section>
  );
}
