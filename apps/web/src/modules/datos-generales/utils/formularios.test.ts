import { describe, expect, it } from 'vitest';
import { CUENTA_VACIA, entradaCuenta, llevaAmarres, sangriaNivel, validarCuentaForm } from './cuenta-form';
import { EMPRESA_VACIA, empresaFormDe, entradaEmpresa, validarEmpresaForm } from './empresa-form';
import { entradaLocal, LOCAL_VACIO, localFormDe } from './local-form';
import { abreviaturaDocumento, nombreComprobante, TIPOS_SERIE } from './opciones';
import { entradaPersona, personaFormDe, personaVacia, validarPersonaForm } from './persona-form';

describe('company form', () => {
  it("checks the RUC with 'RUC no válido' before sending, and the representative's DNI", () => {
    expect(validarEmpresaForm({ ...EMPRESA_VACIA, ruc: '20100070970' })).toEqual({});
    expect(validarEmpresaForm({ ...EMPRESA_VACIA, ruc: '20100070971' }).ruc).toBe('RUC no válido');
    expect(validarEmpresaForm({ ...EMPRESA_VACIA, ruc: '' }).ruc).toBe('RUC no válido');
    expect(validarEmpresaForm({ ...EMPRESA_VACIA, ruc: '20100070970', dni: '1234' }).dni).toBe(
      'El DNI debe tener 8 dígitos',
    );
  });

  it('sends every EmpresaInput field, trimmed, with RUC document type and ACTIVO/HABIDO by default', () => {
    const input = entradaEmpresa({
      ...EMPRESA_VACIA,
      ruc: ' 20100070970 ',
      razon_social: ' Nueva SAC ',
      ubigeo: { value: '150131', label: 'SAN ISIDRO - LIMA - LIMA' },
      rubro: 'grifo',
    });
    expect(input).toMatchObject({
      ruc: '20100070970',
      razon_social: 'Nueva SAC',
      documento_id: '6',
      estado: 'ACTIVO',
      condicion: 'HABIDO',
      ubigeo: '150131',
      rubro: 'grifo',
      regimen_igv: 'general',
      logo: null,
      regimen_planilla: null,
    });
    expect(Object.keys(input).sort()).toHaveLength(16);
  });

  it('starts an edit from what the list knows', () => {
    const f = empresaFormDe({ ruc: '20601234565', razon_social: 'ANDINA', direccion: null });
    expect(f).toMatchObject({ ruc: '20601234565', razon_social: 'ANDINA', direccion: '', documento_id: '6' });
  });
});

describe('local form', () => {
  it('sends the discount amount only with a maximum discount, and empty texts as null', () => {
    const base = { ...LOCAL_VACIO, ubigeo: { value: '150101', label: 'LIMA' }, valor_desct_max: '15.50' };
    expect(entradaLocal(base)).toMatchObject({
      valor_desct_max: null,
      descripcion: null,
      correo: null,
      ubigeo: '150101',
      width_ticket: 80,
      formato_pdf: 'A4',
      calculo_comprobante: 'precio_unitario',
      editar_precios: true,
    });
    expect(entradaLocal({ ...base, descuento_max: true }).valor_desct_max).toBe('15.50');
    expect(localFormDe({ nombre_corto: 'PRINCIPAL', direccion: null })).toMatchObject({
      nombre_corto: 'PRINCIPAL',
      direccion: '',
      enviar_xml: true,
    });
  });

  it('keeps whether the local moves stock with its guides, off for a new one', () => {
    expect(localFormDe({ nombre_corto: 'ALMACEN' }).incluir_guias_kardex).toBe(false);
    const almacen = localFormDe({ nombre_corto: 'ALMACEN', incluir_guias_kardex: true });
    expect(entradaLocal(almacen).incluir_guias_kardex).toBe(true);
  });
});

describe('series', () => {
  it("offers the spec's voucher types", () => {
    expect(TIPOS_SERIE.map((t) => t.value)).toEqual(['01', '03', '07', '08', '09', '31', '99', '98', '97']);
    expect(nombreComprobante('03')).toBe('Boleta de venta');
    expect(nombreComprobante('XX')).toBe('XX');
    expect(abreviaturaDocumento('6', 'REG. UNICO DE CONTRIBUYENTES')).toBe('RUC');
    expect(abreviaturaDocumento('A', 'CED. DIPLOMATICA DE IDENTIDAD')).toBe('CED. DIPLOMATICA DE IDENTIDAD');
  });
});

describe('person form', () => {
  it('checks the number by document type with the shared rules', () => {
    const cliente = personaVacia('cliente');
    expect(cliente.documento_id).toBe('1');
    expect(personaVacia('proveedor').documento_id).toBe('6');
    expect(validarPersonaForm({ ...cliente, numero: '4567891' }).numero).toBe('El DNI debe tener 8 dígitos');
    expect(validarPersonaForm({ ...cliente, numero: '' }).numero).toBe('Ingrese el número de documento');
    expect(validarPersonaForm({ ...cliente, numero: '45678912' })).toEqual({});
    expect(validarPersonaForm({ ...cliente, documento_id: '6', numero: '20100070971' }).numero).toBe(
      'RUC no válido',
    );
  });

  it('sends the page’s type and empty texts as null', () => {
    const f = personaFormDe({
      documento_id: '6',
      numero: '20100070970',
      razon_social: 'X',
      ubigeo: '150101',
    });
    expect(f.ubigeo).toEqual({ value: '150101', label: '150101' });
    expect(entradaPersona('proveedor', { ...f, email: ' ' })).toMatchObject({
      tipo: 'proveedor',
      documento_id: '6',
      numero: '20100070970',
      email: null,
      ubigeo: '150101',
    });
  });
});

describe('account form', () => {
  it('validates new codes and keeps destination entries for 62–68 only', () => {
    expect(validarCuentaForm({ ...CUENTA_VACIA, codigo: '1' }, true).codigo).toBe(
      'El código de cuenta tiene de 2 a 6 dígitos',
    );
    expect(validarCuentaForm({ ...CUENTA_VACIA, codigo: '1' }, false)).toEqual({});
    expect(llevaAmarres('6361')).toBe(true);
    expect(llevaAmarres('6011')).toBe(false);
    const amarres = { amarre_debe: '94', amarre_haber: '791' };
    expect(entradaCuenta({ codigo: '636101', denominacion: 'Luz', ...amarres })).toMatchObject(amarres);
    expect(entradaCuenta({ codigo: '104101', denominacion: 'BCP', ...amarres })).toMatchObject({
      amarre_debe: null,
      amarre_haber: null,
    });
    expect(sangriaNivel(1)).toBe('0rem');
    expect(sangriaNivel(3)).toBe('1.8rem');
  });
});
