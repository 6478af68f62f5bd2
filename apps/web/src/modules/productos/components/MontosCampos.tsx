import { CampoSelect } from '../../../ui/CampoSelect';
import { DecimalInput } from '../../../ui/DecimalInput';
import { FormField } from '../../../ui/FormField';
import type { Errores } from '../../../ui/use-formulario';
import { useTablaParametrica } from '../../../ui/use-tabla-parametrica';
import { formatMonto } from '../../../ui/utils/montos';
import { useTasaIgv } from '../hooks/use-tasa-igv';
import { escribirMonto, type PreciosForm, recalcularPrecios } from '../utils/precio-producto';

interface MontosCamposProps<F extends PreciosForm> {
  /** Prefix of the controls' ids ('producto', 'combo'). */
  prefijo: string;
  form: F;
  cambiar: (actualizar: (actual: F) => F) => void;
  errores: Errores<F>;
}

/**
 * Afectación del IGV, valor unitario and precio unitario: typing one computes the other with the rate
 * of the affectation (the server's own functions); the one typed is what is sent.
 */
export function MontosCampos<F extends PreciosForm>({
  prefijo,
  form,
  cambiar,
  errores,
}: MontosCamposProps<F>) {
  const afectaciones = useTablaParametrica('cat07');
  const tasaDe = useTasaIgv();
  const tasa = tasaDe(form.tipo_igv);

  function escribir(campo: 'valor' | 'precio', texto: string) {
    cambiar((actual) => ({ ...actual, ...escribirMonto(actual, campo, texto, tasa) }));
  }

  return (
    <>
      <CampoSelect
        id={`${prefijo}-tipo-igv`}
        label="Afectación del IGV (catálogo 07)"
        value={form.tipo_igv}
        options={afectaciones.opciones}
        loading={afectaciones.cargando}
        error={errores.tipo_igv}
        className="form-grid__ancho"
        onChange={(codigo) => {
          if (!codigo) return;
          // The rate changes with the affectation: the amount not typed follows.
          cambiar((actual) => ({
            ...actual,
            ...recalcularPrecios({ ...actual, tipo_igv: codigo }, tasaDe(codigo)),
          }));
        }}
      />
      <FormField
        id={`${prefijo}-valor-unitario`}
        label="Valor unitario (sin IGV)"
        error={errores.valor_unitario}
      >
        <DecimalInput value={form.valor_unitario} onChange={(v) => escribir('valor', v)} />
      </FormField>
      <FormField
        id={`${prefijo}-precio-unitario`}
        label="Precio unitario (con IGV)"
        error={errores.precio_unitario}
      >
        <DecimalInput value={form.precio_unitario} onChange={(v) => escribir('precio', v)} />
      </FormField>
      <p className="form-grid__ancho form-nota">
        {tasa === null ? 'Seleccione la afectación del IGV.' : `Tasa aplicada: ${tasa}%.`}{' '}
        {form.precio_unitario && `Precio de venta: S/ ${formatMonto(form.precio_unitario)}.`} Se guarda el
        importe que escribió; el otro se calcula.
      </p>
    </>
  );
}
