import type { PosCajaFieldsFragment } from '../../../gql/graphql';
import { CampoSelect } from '../../../ui/CampoSelect';
import { CampoSiNo } from '../../../ui/CampoSiNo';
import { DialogoFormulario } from '../../../ui/DialogoFormulario';
import type { DialogoFila } from '../../../ui/PaginaMaestro';
import { useDialogoMaestro } from '../../../ui/use-dialogo-maestro';
import { createCajaMutation, updateCajaMutation } from '../graphql/configuracion';
import { useCuentasCaja } from '../hooks/use-opciones-pos';
import { cajaFormDe, entradaCaja, validarCajaForm } from '../utils/caja-form';
import { CamposCodigo } from './CamposCodigo';
import { CampoZona } from './CampoZona';

/**
 * 'Nueva caja' / 'Editar caja': its zone, the account its charges are collected in (required: every
 * charge posts its collection there) and whether it is in use.
 */
export function CajaFormDialog({ fila, cerrar, guardada }: DialogoFila<PosCajaFieldsFragment>) {
  const { f, dialogo } = useDialogoMaestro({
    fila,
    inicial: () => cajaFormDe(fila),
    validar: validarCajaForm,
    entrada: entradaCaja,
    crear: createCajaMutation,
    actualizar: updateCajaMutation,
    exito: ['Caja registrada', 'Caja actualizada'],
    guardada,
    cerrar,
  });
  const cuentas = useCuentasCaja();
  return (
    <DialogoFormulario titulo={fila ? `Editar caja ${fila.codigo}` : 'Nueva caja'} {...dialogo} ancho="36rem">
      <CamposCodigo id="caja" f={f} campo="descripcion" etiqueta="Descripción">
        <CampoZona
          id="caja-zona"
          value={f.form.zona_id}
          error={f.errores.zona_id}
          onChange={(v) => f.set('zona_id', v)}
        />
        <CampoSelect
          id="caja-cuenta"
          label="Cuenta de caja"
          value={f.form.cuenta}
          options={cuentas.opciones}
          loading={cuentas.cargando}
          error={f.errores.cuenta}
          filter
          onChange={(v) => f.set('cuenta', v)}
        />
        <CampoSiNo
          id="caja-habilitada"
          label="Habilitada"
          checked={f.form.habilitada}
          onChange={(v) => f.set('habilitada', v)}
        />
      </CamposCodigo>
    </DialogoFormulario>
  );
}
