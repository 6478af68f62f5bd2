import type { CentroCostoFieldsFragment } from '../../../gql/graphql';
import { CampoSelect } from '../../../ui/CampoSelect';
import { DialogoFormulario } from '../../../ui/DialogoFormulario';
import { FormField } from '../../../ui/FormField';
import type { DialogoFila } from '../../../ui/PaginaMaestro';
import { TextInput } from '../../../ui/TextInput';
import { useDialogoMaestro } from '../../../ui/use-dialogo-maestro';
import { createCentroCostoMutation, updateCentroCostoMutation } from '../graphql/centros-costo';
import { useOpcionesMaestros } from '../hooks/use-opciones';
import { centroCostoFormDe, entradaCentroCosto, validarCentroCostoForm } from '../utils/formularios';

/** 'Nuevo centro de costo' / 'Editar centro de costo': code, name and type. */
export function CentroCostoFormDialog({ fila, cerrar, guardada }: DialogoFila<CentroCostoFieldsFragment>) {
  const { tiposCentro, cargando } = useOpcionesMaestros();
  const { f, dialogo } = useDialogoMaestro({
    fila,
    inicial: () => centroCostoFormDe(fila),
    validar: validarCentroCostoForm,
    entrada: entradaCentroCosto,
    crear: createCentroCostoMutation,
    actualizar: updateCentroCostoMutation,
    exito: ['Centro de costo registrado', 'Centro de costo actualizado'],
    guardada,
    cerrar,
  });
  return (
    <DialogoFormulario
      titulo={fila ? `Editar centro de costo ${fila.codigo}` : 'Nuevo centro de costo'}
      {...dialogo}
      ancho="34rem"
    >
      <div className="form-grid">
        <FormField id="centro-codigo" label="Código" error={f.errores.codigo}>
          <TextInput
            value={f.form.codigo}
            onChange={(v) => f.set('codigo', v)}
            maxLength={20}
            upperCase
            autoFocus
          />
        </FormField>
        <CampoSelect
          id="centro-tipo"
          label="Tipo"
          value={f.form.tipo}
          options={tiposCentro}
          loading={cargando}
          error={f.errores.tipo}
          onChange={(v) => f.set('tipo', v)}
        />
        <FormField id="centro-nombre" label="Nombre" error={f.errores.nombre} className="form-grid__ancho">
          <TextInput value={f.form.nombre} onChange={(v) => f.set('nombre', v)} maxLength={150} upperCase />
        </FormField>
      </div>
    </DialogoFormulario>
  );
}
