import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { Message } from 'primereact/message';
import { type FormEvent, useState } from 'react';
import { useMutation } from 'urql';
import type { CuentaPcgeFieldsFragment } from '../../../gql/graphql';
import { MANUAL_ERRORS } from '../../../lib/error-exchange';
import { FormField } from '../../../ui/FormField';
import { TextInput } from '../../../ui/TextInput';
import { useToast } from '../../../ui/toast/use-toast';
import { mensajeError } from '../../../ui/utils/acciones';
import { createCuentaPcgeMutation, updateCuentaPcgeMutation } from '../graphql/pcge';
import {
  CUENTA_VACIA,
  type CuentaForm,
  type ErroresCuenta,
  entradaCuenta,
  errorCodigoCuenta,
  llevaAmarres,
  PREFIJO_AMARRE,
  validarCuentaForm,
} from '../utils/cuenta-form';
import { CuentaSelect } from './CuentaSelect';

interface CuentaFormDialogProps {
  visible: boolean;
  /** null: a new account. */
  cuenta: CuentaPcgeFieldsFragment | null;
  onHide: () => void;
  onGuardada: () => void;
}

/**
 * 'Nueva cuenta' (code and name; destination entries for 62–68) and 'Editar cuenta' (name and destination
 * entries: the code does not change).
 */
export function CuentaFormDialog(props: CuentaFormDialogProps) {
  const { visible, cuenta, onHide } = props;
  return (
    <Dialog
      header={cuenta ? `Editar cuenta ${cuenta.codigo}` : 'Nueva cuenta'}
      visible={visible}
      onHide={onHide}
      modal
      draggable={false}
      className="cuenta-dialog"
      style={{ width: 'min(40rem, 96vw)' }}
    >
      {visible && <CuentaFormulario key={cuenta?.id ?? 'nueva'} {...props} />}
    </Dialog>
  );
}

function CuentaFormulario({ cuenta, onHide, onGuardada }: CuentaFormDialogProps) {
  const toast = useToast();
  const [form, setForm] = useState<CuentaForm>(() =>
    cuenta
      ? {
          codigo: cuenta.codigo,
          denominacion: cuenta.denominacion,
          amarre_debe: cuenta.amarre_debe ?? null,
          amarre_haber: cuenta.amarre_haber ?? null,
        }
      : CUENTA_VACIA,
  );
  const [errores, setErrores] = useState<ErroresCuenta>({});
  const [errorServidor, setErrorServidor] = useState<string | null>(null);
  const [{ fetching: creando }, crear] = useMutation(createCuentaPcgeMutation);
  const [{ fetching: actualizando }, actualizar] = useMutation(updateCuentaPcgeMutation);
  const amarres = llevaAmarres(form.codigo);

  function set<K extends keyof CuentaForm>(campo: K, valor: CuentaForm[K]) {
    setForm((actual) => ({ ...actual, [campo]: valor }));
    setErrores((actuales) => {
      if (!actuales[campo]) return actuales;
      const { [campo]: _, ...resto } = actuales;
      return resto;
    });
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setErrorServidor(null);
    const encontrados = validarCuentaForm(form, cuenta === null);
    setErrores(encontrados);
    if (Object.keys(encontrados).length > 0) {
      document.getElementById('cuenta-codigo')?.focus();
      return;
    }
    const input = entradaCuenta(form);
    const r = cuenta
      ? await actualizar({ id: cuenta.id, input }, MANUAL_ERRORS)
      : await crear({ input }, MANUAL_ERRORS);
    if (r.error) {
      const mensaje = mensajeError(r.error);
      if (mensaje) {
        setErrorServidor(mensaje);
        toast.error(mensaje);
      }
      return;
    }
    toast.success(cuenta ? `Cuenta ${cuenta.codigo} actualizada` : `Cuenta ${input.codigo} registrada`);
    onGuardada();
  }

  return (
    <form className="dialog-form" onSubmit={(event) => void onSubmit(event)} noValidate>
      <div className="form-grid">
        <FormField id="cuenta-codigo" label="Código" error={errores.codigo}>
          <TextInput
            value={form.codigo}
            onChange={(v) => set('codigo', v.replace(/\D/g, ''))}
            onValidate={(v) => setErrores((e) => ({ ...e, codigo: v ? errorCodigoCuenta(v) : undefined }))}
            maxLength={6}
            inputMode="numeric"
            readOnly={cuenta !== null}
            autoFocus={cuenta === null}
            placeholder="104101"
          />
        </FormField>
        <FormField id="cuenta-denominacion" label="Denominación" className="form-grid__ancho">
          <TextInput
            value={form.denominacion}
            onChange={(v) => set('denominacion', v)}
            upperCase
            autoFocus={cuenta !== null}
          />
        </FormField>
        {amarres && (
          <>
            <FormField id="cuenta-amarre-debe" label="Amarre debe (cuenta de destino 9)">
              {(control) => (
                <CuentaSelect
                  id={control.id}
                  prefijo={PREFIJO_AMARRE.debe}
                  value={form.amarre_debe}
                  onChange={(codigo) => set('amarre_debe', codigo)}
                />
              )}
            </FormField>
            <FormField id="cuenta-amarre-haber" label="Amarre haber (cargas imputables 79)">
              {(control) => (
                <CuentaSelect
                  id={control.id}
                  prefijo={PREFIJO_AMARRE.haber}
                  value={form.amarre_haber}
                  onChange={(codigo) => set('amarre_haber', codigo)}
                />
              )}
            </FormField>
            <p className="form-grid__ancho form-nota">
              Las cuentas de gastos 62 a 68 se trasladan por destino: al debe la cuenta del elemento 9 y al
              haber la cuenta 79.
            </p>
          </>
        )}
      </div>
      {errorServidor && <Message severity="error" text={errorServidor} className="w-full" />}
      <div className="dialog-actions">
        <Button type="button" label="Cancelar" severity="secondary" outlined onClick={onHide} />
        <Button type="submit" label="Guardar" icon="pi pi-save" loading={creando || actualizando} />
      </div>
    </form>
  );
}
