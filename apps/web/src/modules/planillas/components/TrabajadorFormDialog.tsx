import type { TrabajadorFieldsFragment } from '../../../gql/graphql';
import { CampoFecha } from '../../../ui/CampoFecha';
import { CampoSelect } from '../../../ui/CampoSelect';
import { DialogoFormulario } from '../../../ui/DialogoFormulario';
import { FormField } from '../../../ui/FormField';
import type { DialogoFila } from '../../../ui/PaginaMaestro';
import { TextInput } from '../../../ui/TextInput';
import { useDialogoMaestro } from '../../../ui/use-dialogo-maestro';
import { createEmployeeMutation, editEmployeeMutation } from '../graphql/trabajadores';
import {
  entradaTrabajador,
  SEXOS,
  TIPOS_DOCUMENTO_TRABAJADOR,
  type TrabajadorForm,
  trabajadorFormDe,
  validarTrabajadorForm,
} from '../utils/trabajador-form';

type Campo = Exclude<keyof TrabajadorForm, 'tipo_documento' | 'sexo'>;

/** 'Nuevo trabajador' / 'Editar trabajador': identity, personal data, bank account, hire and cese. */
export function TrabajadorFormDialog({ fila, cerrar, guardada }: DialogoFila<TrabajadorFieldsFragment>) {
  const { f, dialogo } = useDialogoMaestro({
    fila,
    inicial: () => trabajadorFormDe(fila),
    validar: validarTrabajadorForm,
    entrada: entradaTrabajador,
    crear: createEmployeeMutation,
    actualizar: editEmployeeMutation,
    exito: ['Trabajador registrado', 'Trabajador actualizado'],
    guardada,
    cerrar,
  });
  const texto = (campo: Campo, label: string, o: { mayus?: boolean; ancho?: boolean } = {}) => (
    <FormField
      id={`trabajador-${campo}`}
      label={label}
      error={f.errores[campo]}
      className={o.ancho ? 'form-grid__ancho' : undefined}
    >
      <TextInput
        value={f.form[campo]}
        onChange={(v) => f.set(campo, v)}
        upperCase={o.mayus}
        maxLength={150}
      />
    </FormField>
  );
  const fecha = (campo: 'fecha_nacimiento' | 'fecha_ingreso' | 'fecha_cese', label: string) => (
    <FormField id={`trabajador-${campo}`} label={label} error={f.errores[campo]}>
      <CampoFecha value={f.form[campo]} onChange={(v) => f.set(campo, v)} />
    </FormField>
  );

  return (
    <DialogoFormulario
      titulo={fila ? `Editar trabajador ${fila.numero_documento}` : 'Nuevo trabajador'}
      {...dialogo}
      ancho="48rem"
    >
      <div className="form-grid">
        <CampoSelect
          id="trabajador-tipo-documento"
          label="Tipo de documento"
          value={f.form.tipo_documento}
          options={TIPOS_DOCUMENTO_TRABAJADOR}
          onChange={(v) => f.set('tipo_documento', v ?? '1')}
        />
        {texto('numero_documento', 'Número de documento', { mayus: true })}
        {texto('apellido_paterno', 'Apellido paterno', { mayus: true })}
        {texto('apellido_materno', 'Apellido materno', { mayus: true })}
        {texto('nombres', 'Nombres', { mayus: true, ancho: true })}
        {fecha('fecha_nacimiento', 'Fecha de nacimiento')}
        <CampoSelect
          id="trabajador-sexo"
          label="Sexo"
          value={f.form.sexo}
          options={SEXOS}
          clearable
          onChange={(v) => f.set('sexo', v)}
        />
        {texto('direccion', 'Dirección', { ancho: true })}
        {texto('email', 'Email')}
        {texto('telefono', 'Teléfono')}
        {texto('banco', 'Banco')}
        {texto('cuenta_bancaria', 'Cuenta bancaria')}
        {fecha('fecha_ingreso', 'Fecha de ingreso')}
        {fecha('fecha_cese', 'Fecha de cese')}
        {texto('motivo_cese', 'Motivo del cese', { ancho: true })}
      </div>
    </DialogoFormulario>
  );
}
