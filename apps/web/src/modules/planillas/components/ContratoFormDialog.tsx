import { useQuery } from 'urql';
import type { ContratoFieldsFragment, TrabajadorFieldsFragment } from '../../../gql/graphql';
import { MANUAL_ERRORS } from '../../../lib/error-exchange';
import { CampoFecha } from '../../../ui/CampoFecha';
import { CampoSelect } from '../../../ui/CampoSelect';
import { CampoSiNo } from '../../../ui/CampoSiNo';
import { DecimalInput } from '../../../ui/DecimalInput';
import { DialogoFormulario } from '../../../ui/DialogoFormulario';
import { FormField } from '../../../ui/FormField';
import type { DialogoFila } from '../../../ui/PaginaMaestro';
import { TextInput } from '../../../ui/TextInput';
import { useDialogoMaestro } from '../../../ui/use-dialogo-maestro';
import { horariosQuery } from '../graphql/asistencia';
import { createContractMutation, editContractMutation } from '../graphql/trabajadores';
import {
  AFPS,
  COMISIONES_AFP,
  type ContratoForm,
  contratoFormDe,
  entradaContrato,
  REGIMENES,
  SEGUROS_SALUD,
  SISTEMAS_PENSION,
  validarContratoForm,
} from '../utils/contrato-form';

type Props = DialogoFila<ContratoFieldsFragment> & { trabajador: TrabajadorFieldsFragment };
type Seleccion = 'regimen_laboral' | 'sistema_pension' | 'afp' | 'comision_afp' | 'salud';
type Decimal = 'remuneracion_basica' | 'tasa_sctr_salud' | 'tasa_sctr_pension';

/** 'Nuevo contrato' / 'Editar contrato': dates, régimen, pay, pension, health and SCTR. */
export function ContratoFormDialog({ trabajador, fila, cerrar, guardada }: Props) {
  const { f, dialogo } = useDialogoMaestro({
    fila,
    inicial: () => contratoFormDe(fila, trabajador.fecha_ingreso),
    validar: validarContratoForm,
    entrada: (form: ContratoForm) => entradaContrato(trabajador.id, form),
    crear: createContractMutation,
    actualizar: editContractMutation,
    exito: ['Contrato registrado', 'Contrato actualizado'],
    guardada,
    cerrar,
  });
  const select = (campo: Seleccion, label: string, options: readonly { value: string; label: string }[]) => (
    <CampoSelect
      id={`contrato-${campo.replaceAll('_', '-')}`}
      label={label}
      value={f.form[campo]}
      options={options}
      error={f.errores[campo]}
      onChange={(v) => f.set(campo, v)}
    />
  );
  const decimal = (campo: Decimal, label: string) => (
    <FormField id={`contrato-${campo.replaceAll('_', '-')}`} label={label} error={f.errores[campo]}>
      <DecimalInput value={f.form[campo]} onChange={(v) => f.set(campo, v)} />
    </FormField>
  );
  const fecha = (campo: 'fecha_inicio' | 'fecha_fin', label: string) => (
    <FormField id={`contrato-${campo.replaceAll('_', '-')}`} label={label} error={f.errores[campo]}>
      <CampoFecha value={f.form[campo]} onChange={(v) => f.set(campo, v)} />
    </FormField>
  );
  const afp = f.form.sistema_pension === 'afp';
  const [horarios] = useQuery({ query: horariosQuery, context: MANUAL_ERRORS });

  return (
    <DialogoFormulario titulo={fila ? 'Editar contrato' : 'Nuevo contrato'} {...dialogo} ancho="48rem">
      <div className="form-grid">
        {fecha('fecha_inicio', 'Fecha de inicio')}
        {fecha('fecha_fin', 'Fecha de fin (vacío: indeterminado)')}
        {select('regimen_laboral', 'Régimen laboral', REGIMENES)}
        <FormField id="contrato-cargo" label="Cargo" error={f.errores.cargo}>
          <TextInput value={f.form.cargo} onChange={(v) => f.set('cargo', v)} upperCase maxLength={100} />
        </FormField>
        {decimal('remuneracion_basica', 'Remuneración básica (S/)')}
        <CampoSiNo
          id="contrato-asignacion-familiar"
          label="Asignación familiar"
          checked={f.form.asignacion_familiar}
          onChange={(v) => f.set('asignacion_familiar', v)}
        />
        {select('sistema_pension', 'Sistema de pensiones', SISTEMAS_PENSION)}
        {afp && select('afp', 'AFP', AFPS)}
        {afp && (
          <FormField id="contrato-cuspp" label="CUSPP" error={f.errores.cuspp}>
            <TextInput value={f.form.cuspp} onChange={(v) => f.set('cuspp', v)} upperCase maxLength={12} />
          </FormField>
        )}
        {afp && select('comision_afp', 'Tipo de comisión', COMISIONES_AFP)}
        {select('salud', 'Seguro de salud', SEGUROS_SALUD)}
        {decimal('tasa_sctr_salud', 'SCTR salud (%)')}
        {decimal('tasa_sctr_pension', 'SCTR pensión (%)')}
        <FormField id="contrato-horas-diarias" label="Horas diarias" error={f.errores.horas_diarias}>
          <TextInput
            value={f.form.horas_diarias}
            onChange={(v) => f.set('horas_diarias', v.replace(/\D/g, ''))}
            inputMode="numeric"
            maxLength={1}
          />
        </FormField>
        <CampoSelect
          id="contrato-horario"
          label="Horario (vacío: el predeterminado)"
          value={f.form.horario_id}
          options={(horarios.data?.horarios ?? []).map((h) => ({ value: h.id, label: h.nombre }))}
          clearable
          onChange={(v) => f.set('horario_id', v)}
        />
      </div>
    </DialogoFormulario>
  );
}
