import { MONEDAS_CUENTA_FINANCIERA, TIPOS_CUENTA_FINANCIERA } from '@kipu/peru';
import type { CuentaFinancieraFieldsFragment } from '../../../gql/graphql';
import { CampoSelect } from '../../../ui/CampoSelect';
import { DialogoFormulario } from '../../../ui/DialogoFormulario';
import { FormField } from '../../../ui/FormField';
import type { DialogoFila } from '../../../ui/PaginaMaestro';
import { SiNoSwitch } from '../../../ui/SiNoSwitch';
import { TextInput } from '../../../ui/TextInput';
import { useDialogoMaestro } from '../../../ui/use-dialogo-maestro';
import { useTablaParametrica } from '../../../ui/use-tabla-parametrica';
import {
  createCuentaFinancieraMutation,
  updateCuentaFinancieraMutation,
} from '../graphql/cuentas-financieras';
import {
  cuentaFinancieraFormDe,
  entradaCuentaFinanciera,
  validarCuentaFinancieraForm,
} from '../utils/formularios';
import { CuentaPcgeSelect } from './CuentaPcgeSelect';

const opciones = (o: Record<string, string>) => Object.entries(o).map(([value, label]) => ({ value, label }));

/**
 * A cash box or bank account: its PCGE account (element 10), and for banks the entity (PLE tabla 3) and
 * number. A detracciones account must be a Banco de la Nación account in soles (the server checks it).
 */
export function CuentaFinancieraFormDialog({
  fila,
  cerrar,
  guardada,
}: DialogoFila<CuentaFinancieraFieldsFragment>) {
  const bancos = useTablaParametrica('ple03');
  const { f, dialogo } = useDialogoMaestro({
    fila,
    inicial: () => cuentaFinancieraFormDe(fila),
    validar: validarCuentaFinancieraForm,
    entrada: entradaCuentaFinanciera,
    crear: createCuentaFinancieraMutation,
    actualizar: updateCuentaFinancieraMutation,
    exito: ['Cuenta financiera registrada', 'Cuenta financiera actualizada'],
    guardada,
    cerrar,
  });
  const banco = f.form.tipo === 'banco';
  return (
    <DialogoFormulario
      titulo={fila ? `Editar cuenta financiera ${fila.codigo}` : 'Nueva cuenta financiera'}
      {...dialogo}
      ancho="46rem"
    >
      <div className="form-grid">
        <FormField id="cf-codigo" label="Código" error={f.errores.codigo}>
          <TextInput
            value={f.form.codigo}
            onChange={(v) => f.set('codigo', v)}
            maxLength={20}
            upperCase
            autoFocus
          />
        </FormField>
        <CampoSelect
          id="cf-tipo"
          label="Tipo"
          value={f.form.tipo}
          options={opciones(TIPOS_CUENTA_FINANCIERA)}
          onChange={(v) => f.set('tipo', v ?? 'caja')}
        />
        <FormField
          id="cf-descripcion"
          label="Descripción"
          error={f.errores.descripcion}
          className="form-grid__ancho"
        >
          <TextInput
            value={f.form.descripcion}
            onChange={(v) => f.set('descripcion', v)}
            maxLength={150}
            upperCase
          />
        </FormField>
        <CampoSelect
          id="cf-moneda"
          label="Moneda"
          value={f.form.moneda_id}
          options={opciones(MONEDAS_CUENTA_FINANCIERA)}
          onChange={(v) => f.set('moneda_id', v ?? 'PEN')}
        />
        <FormField id="cf-pcge" label="Cuenta contable (10)" error={f.errores.pcge}>
          {(control) => (
            <CuentaPcgeSelect
              id={control.id}
              prefijo="10"
              value={f.form.pcge}
              onChange={(c) => f.set('pcge', c)}
            />
          )}
        </FormField>
        {banco && (
          <>
            <CampoSelect
              id="cf-banco"
              label="Banco (tabla 3 del PLE)"
              value={f.form.banco_id}
              options={bancos.opciones}
              loading={bancos.cargando}
              filter
              error={f.errores.banco_id}
              onChange={(v) => f.set('banco_id', v)}
            />
            <FormField id="cf-cuenta" label="Número de cuenta" error={f.errores.cuenta}>
              <TextInput
                value={f.form.cuenta}
                onChange={(v) => f.set('cuenta', v)}
                maxLength={30}
                inputMode="numeric"
              />
            </FormField>
          </>
        )}
        <FormField id="cf-control" label="Control de conciliación bancaria">
          {(control) => (
            <SiNoSwitch id={control.id} checked={f.form.control} onChange={(v) => f.set('control', v)} />
          )}
        </FormField>
        {banco && (
          <FormField id="cf-detraccion" label="Cuenta de detracciones (Banco de la Nación, soles)">
            {(control) => (
              <SiNoSwitch
                id={control.id}
                checked={f.form.detraccion}
                onChange={(v) => f.set('detraccion', v)}
              />
            )}
          </FormField>
        )}
      </div>
    </DialogoFormulario>
  );
}
