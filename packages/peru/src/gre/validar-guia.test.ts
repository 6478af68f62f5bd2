import { describe, expect, it } from 'vitest';
import {
  COMPRA_CON_DOCUMENTOS,
  EMISOR_GUIA,
  ENTRE_ESTABLECIMIENTOS,
  GUIAS,
  HOY,
  TRANSPORTISTA,
  VENTA_PRIVADA,
  VENTA_PUBLICA,
} from './escenarios-guia.ts';
import type { Conductor, EntradaGuia, EntradaGuiaRemitente } from './tipos.ts';
import { validarGuia } from './validar-guia.ts';

const codigos = (g: EntradaGuia) => validarGuia(g, HOY, EMISOR_GUIA).map((e) => e.codigo ?? 'kipu');
const PROPIA = { tipoDocumento: '6', numero: EMISOR_GUIA.ruc, nombre: EMISOR_GUIA.razonSocial };
const CONDUCTOR = VENTA_PRIVADA.conductores?.[0];
if (!CONDUCTOR) throw new Error('El escenario necesita un conductor');
/** The private-transport sale with its main driver changed. */
const conConductor = (c: Partial<Conductor>): EntradaGuia => ({
  ...VENTA_PRIVADA,
  conductores: [{ ...CONDUCTOR, ...c }],
});

describe('validarGuia', () => {
  it.each(Object.entries(GUIAS))('accepts %s', (_, g) => {
    expect(validarGuia(g, HOY, EMISOR_GUIA)).toEqual([]);
  });

  /** Each rule: a guide that breaks it (and the SUNAT code it anticipates) beside one that keeps it. */
  const reglas: [string, EntradaGuia, EntradaGuia, string][] = [
    ['series T### for a 09', { ...VENTA_PRIVADA, serie: 'F001' }, VENTA_PRIVADA, '1001'],
    ['series V### for a 31', { ...TRANSPORTISTA, serie: 'T001' }, TRANSPORTISTA, '1001'],
    ['series in capitals', { ...VENTA_PRIVADA, serie: 't001' }, VENTA_PRIVADA, '1001'],
    ['number from 1', { ...VENTA_PRIVADA, numero: 0 }, VENTA_PRIVADA, '1001'],
    ['emission not after today', { ...VENTA_PRIVADA, fecha: '2026-03-11' }, VENTA_PRIVADA, '2329'],
    ['time HH:MM:SS', { ...VENTA_PRIVADA, hora: '10:15' }, VENTA_PRIVADA, '3438'],
    [
      'transfer not before emission',
      { ...VENTA_PRIVADA, fechaInicioTraslado: '2026-03-09' },
      { ...VENTA_PRIVADA, fechaInicioTraslado: HOY },
      '3343',
    ],
    [
      'weight above zero',
      { ...VENTA_PRIVADA, pesoBruto: '0.000' },
      { ...VENTA_PRIVADA, pesoBruto: '0.001' },
      '2523',
    ],
    [
      'weight with 3 decimals',
      { ...VENTA_PRIVADA, pesoBruto: '12.3456' },
      { ...VENTA_PRIVADA, pesoBruto: '12.345' },
      '2523',
    ],
    ['observations of one line', { ...VENTA_PRIVADA, observaciones: 'a\nb' }, VENTA_PRIVADA, '4186'],
    ['XML-safe text', { ...VENTA_PRIVADA, observaciones: 'sin\u0007campana' }, VENTA_PRIVADA, '4186'],
    [
      'motivo in catálogo 20',
      { ...VENTA_PRIVADA, motivo: '19' } as unknown as EntradaGuia,
      VENTA_PRIVADA,
      '3405',
    ],
    [
      'motivo 13 needs a description',
      { ...VENTA_PRIVADA, motivo: '13' },
      { ...VENTA_PRIVADA, motivo: '13', descripcionMotivo: 'Traslado a feria' },
      '3457',
    ],
    [
      'motivo 13 description has letters',
      { ...VENTA_PRIVADA, motivo: '13', descripcionMotivo: '12345' },
      { ...VENTA_PRIVADA, motivo: '13', descripcionMotivo: 'Traslado a feria' },
      '4190',
    ],
    ['a sale goes to someone else', { ...VENTA_PRIVADA, destinatario: PROPIA }, VENTA_PRIVADA, '2555'],
    [
      'between establishments the destinatario is the company',
      { ...ENTRE_ESTABLECIMIENTOS, destinatario: VENTA_PRIVADA.destinatario },
      ENTRE_ESTABLECIMIENTOS,
      '2554',
    ],
    [
      'between establishments both codes',
      { ...ENTRE_ESTABLECIMIENTOS, llegada: VENTA_PRIVADA.llegada },
      ENTRE_ESTABLECIMIENTOS,
      '3369',
    ],
    [
      'between establishments of the same company',
      { ...ENTRE_ESTABLECIMIENTOS, llegada: { ...ENTRE_ESTABLECIMIENTOS.llegada, ruc: '20100070970' } },
      ENTRE_ESTABLECIMIENTOS,
      '3414',
    ],
    [
      'an establishment names its RUC',
      { ...ENTRE_ESTABLECIMIENTOS, llegada: { ...ENTRE_ESTABLECIMIENTOS.llegada, ruc: undefined } },
      ENTRE_ESTABLECIMIENTOS,
      '3410',
    ],
    [
      "a sale's arrival is not the company's own establishment",
      {
        ...VENTA_PRIVADA,
        llegada: { ...VENTA_PRIVADA.llegada, codigoEstablecimiento: '0001', ruc: EMISOR_GUIA.ruc },
      },
      {
        ...VENTA_PRIVADA,
        llegada: { ...VENTA_PRIVADA.llegada, codigoEstablecimiento: '0001', ruc: '20100070970' },
      },
      '3411',
    ],
    [
      'departure differs from arrival',
      {
        ...VENTA_PRIVADA,
        llegada: { ...VENTA_PRIVADA.partida, direccion: ' av.  abancay 123, cercado de lima' },
      },
      VENTA_PRIVADA,
      'kipu',
    ],
    [
      'ubigeo of 6 digits',
      { ...VENTA_PRIVADA, partida: { ...VENTA_PRIVADA.partida, ubigeo: '1501' } },
      VENTA_PRIVADA,
      '2776',
    ],
    [
      'address of 3 characters at least',
      { ...VENTA_PRIVADA, llegada: { ...VENTA_PRIVADA.llegada, direccion: 'AV' } },
      VENTA_PRIVADA,
      '4068',
    ],
    [
      'a purchase needs the seller',
      { ...COMPRA_CON_DOCUMENTOS, proveedor: undefined },
      COMPRA_CON_DOCUMENTOS,
      '4375',
    ],
    [
      'a sale has no seller',
      { ...VENTA_PRIVADA, proveedor: COMPRA_CON_DOCUMENTOS.proveedor },
      VENTA_PRIVADA,
      '4054',
    ],
    [
      'the seller issued a cited receipt',
      { ...COMPRA_CON_DOCUMENTOS, proveedor: { ...PROPIA, numero: '20100000025' } },
      COMPRA_CON_DOCUMENTOS,
      '3442',
    ],
    [
      'delivery to third parties names the buyer',
      { ...VENTA_PRIVADA, motivo: '03' },
      {
        ...VENTA_PRIVADA,
        motivo: '03',
        comprador: { tipoDocumento: '1', numero: '45678912', nombre: 'ANA TORRES' },
      },
      '4378',
    ],
    [
      'returns go to a RUC',
      {
        ...VENTA_PRIVADA,
        motivo: '06',
        destinatario: { tipoDocumento: '1', numero: '45678912', nombre: 'ANA TORRES' },
      },
      { ...VENTA_PRIVADA, motivo: '06', documentosRelacionados: [] },
      '3417',
    ],
    [
      'export cites the DAM',
      { ...VENTA_PRIVADA, motivo: '09', documentosRelacionados: [] },
      {
        ...VENTA_PRIVADA,
        motivo: '09',
        documentosRelacionados: [{ tipo: '50', numero: '118-2026-40-123456' }],
      },
      '3440',
    ],
    [
      'export DAM of the export regime',
      {
        ...VENTA_PRIVADA,
        motivo: '09',
        documentosRelacionados: [{ tipo: '50', numero: '118-2026-10-123456' }],
      },
      {
        ...VENTA_PRIVADA,
        motivo: '09',
        documentosRelacionados: [{ tipo: '50', numero: '118-2026-40-123456' }],
      },
      '3441',
    ],
    [
      'export cites only customs documents',
      {
        ...VENTA_PRIVADA,
        motivo: '09',
        documentosRelacionados: [
          { tipo: '50', numero: '118-2026-40-1' },
          ...(VENTA_PRIVADA.documentosRelacionados ?? []),
        ],
      },
      { ...VENTA_PRIVADA, motivo: '09', documentosRelacionados: [{ tipo: '50', numero: '118-2026-40-1' }] },
      '3445',
    ],
    [
      'import counts the packages',
      {
        ...VENTA_PRIVADA,
        motivo: '08',
        destinatario: PROPIA,
        numeroBultos: undefined,
        documentosRelacionados: [{ tipo: '50', numero: '118-2026-10-7' }],
      },
      {
        ...VENTA_PRIVADA,
        motivo: '08',
        destinatario: PROPIA,
        documentosRelacionados: [{ tipo: '50', numero: '118-2026-10-7' }],
      },
      '3419',
    ],
    [
      'related documents of catálogo 61 for the guide',
      { ...VENTA_PRIVADA, documentosRelacionados: [{ tipo: '31', numero: 'V001-1' }] },
      VENTA_PRIVADA,
      '2692',
    ],
    [
      'related documents in SERIE-NÚMERO form',
      {
        ...VENTA_PRIVADA,
        documentosRelacionados: [{ tipo: '01', numero: 'F1-0', rucEmisor: EMISOR_GUIA.ruc }],
      },
      VENTA_PRIVADA,
      '3441',
    ],
    [
      "a sale's factura is the company's",
      {
        ...VENTA_PRIVADA,
        documentosRelacionados: [{ tipo: '01', numero: 'F001-120', rucEmisor: '20100070970' }],
      },
      VENTA_PRIVADA,
      '3381',
    ],
    [
      "related document's issuer RUC",
      { ...VENTA_PRIVADA, documentosRelacionados: [{ tipo: '01', numero: 'F001-120' }] },
      VENTA_PRIVADA,
      '3380',
    ],
    [
      'related documents not repeated',
      {
        ...VENTA_PRIVADA,
        documentosRelacionados: [
          ...(VENTA_PRIVADA.documentosRelacionados ?? []),
          ...(VENTA_PRIVADA.documentosRelacionados ?? []),
        ],
      },
      VENTA_PRIVADA,
      '3340',
    ],
    [
      'modalidad in catálogo 18',
      { ...VENTA_PRIVADA, modalidad: '03' } as unknown as EntradaGuia,
      VENTA_PRIVADA,
      '2773',
    ],
    [
      'public transport names the carrier',
      { ...VENTA_PUBLICA, transportista: undefined },
      VENTA_PUBLICA,
      '2558',
    ],
    [
      'public transport in M1/L vehicles needs no carrier',
      { ...VENTA_PUBLICA, transportista: undefined, indicadores: [] },
      { ...VENTA_PUBLICA, transportista: undefined, indicadores: ['vehiculoM1L'] },
      '2558',
    ],
    [
      'private transport names no carrier',
      { ...VENTA_PRIVADA, transportista: VENTA_PUBLICA.transportista },
      VENTA_PRIVADA,
      '3347',
    ],
    [
      "carrier's RUC check digit",
      {
        ...VENTA_PUBLICA,
        transportista: { ruc: '20500000009', razonSocial: 'TRANSPORTES X', registroMtc: '123' },
      },
      VENTA_PUBLICA,
      '4163',
    ],
    [
      'the carrier is not the company',
      {
        ...VENTA_PUBLICA,
        transportista: { ruc: EMISOR_GUIA.ruc, razonSocial: 'NOSOTROS', registroMtc: '123' },
      },
      VENTA_PUBLICA,
      '2560',
    ],
    [
      'MTC registration',
      {
        ...VENTA_PUBLICA,
        transportista: { ruc: '20500000008', razonSocial: 'TRANSPORTES X', registroMtc: '' },
      },
      VENTA_PUBLICA,
      '4391',
    ],
    ['private transport names the vehicle', { ...VENTA_PRIVADA, vehiculos: [] }, VENTA_PRIVADA, '2566'],
    ['plate without hyphens', { ...VENTA_PRIVADA, vehiculos: [{ placa: 'ABC-123' }] }, VENTA_PRIVADA, '2567'],
    [
      "public transport: the carrier's vehicles are not named",
      { ...VENTA_PUBLICA, vehiculos: [{ placa: 'ABC123' }] },
      VENTA_PUBLICA,
      '3354',
    ],
    [
      "the TUC goes with the carrier's registered vehicles",
      { ...VENTA_PRIVADA, vehiculos: [{ placa: 'ABC123', tuce: '15M21028624E' }] },
      {
        ...VENTA_PUBLICA,
        indicadores: ['vehiculosConductoresTransportista'],
        vehiculos: [{ placa: 'ABC123', tuce: '15M21028624E' }],
        conductores: [CONDUCTOR],
      },
      '3452',
    ],
    [
      'TUC form',
      { ...TRANSPORTISTA, vehiculos: [{ placa: 'F2A456', tuce: '15M-2' }] },
      TRANSPORTISTA,
      '3355',
    ],
    [
      'authorisation by a catálogo D-37 entity',
      {
        ...VENTA_PRIVADA,
        vehiculos: [{ placa: 'ABC123', autorizacion: { entidad: '99', numero: 'AUT-1' } }],
      } as unknown as EntradaGuia,
      VENTA_PRIVADA,
      '4407',
    ],
    [
      'up to two trailers',
      {
        ...VENTA_PRIVADA,
        vehiculos: [{ placa: 'ABC123' }, { placa: 'ABC124' }, { placa: 'ABC125' }, { placa: 'ABC126' }],
      },
      VENTA_PRIVADA,
      '4389',
    ],
    ['private transport names the driver', { ...VENTA_PRIVADA, conductores: [] }, VENTA_PRIVADA, '3357'],
    ['drivers need a licence', conConductor({ licencia: '' }), VENTA_PRIVADA, '2572'],
    ['licence form', conConductor({ licencia: 'Q-4567' }), VENTA_PRIVADA, '2573'],
    ["driver's DNI", conConductor({ numero: '4567' }), VENTA_PRIVADA, '2569'],
    ["driver's names", conConductor({ nombres: ' ' }), VENTA_PRIVADA, '3360'],
    [
      "public transport: the carrier's drivers are not named",
      { ...VENTA_PUBLICA, conductores: [CONDUCTOR] },
      VENTA_PUBLICA,
      '3455',
    ],
    ['indicators of the guide', { ...VENTA_PRIVADA, indicadores: ['trasladoTotal'] }, VENTA_PRIVADA, '3388'],
    [
      'indicators not repeated',
      { ...VENTA_PUBLICA, indicadores: ['retornoEnvasesVacios', 'retornoEnvasesVacios'] },
      VENTA_PUBLICA,
      '3344',
    ],
    [
      'total DAM/DS transfer only in customs motivos',
      { ...VENTA_PRIVADA, indicadores: ['trasladoTotalDamDs'] },
      {
        ...VENTA_PRIVADA,
        motivo: '09',
        indicadores: ['trasladoTotalDamDs'],
        documentosRelacionados: [{ tipo: '50', numero: '118-2026-40-1' }],
      },
      '3392',
    ],
    [
      "private transport has no carrier's vehicles",
      { ...VENTA_PRIVADA, indicadores: ['vehiculosConductoresTransportista'] },
      VENTA_PRIVADA,
      '3450',
    ],
    ['at least one line', { ...VENTA_PRIVADA, lineas: [] }, VENTA_PRIVADA, '3435'],
    [
      'quantities above zero',
      { ...VENTA_PRIVADA, lineas: [{ descripcion: 'CEMENTO', unidad: 'BG', cantidad: '0' }] },
      { ...VENTA_PRIVADA, lineas: [{ descripcion: 'CEMENTO', unidad: 'BG', cantidad: '0.0000000001' }] },
      '2780',
    ],
    [
      'quantities as decimal text',
      { ...VENTA_PRIVADA, lineas: [{ descripcion: 'CEMENTO', unidad: 'BG', cantidad: '1e3' }] },
      { ...VENTA_PRIVADA, lineas: [{ descripcion: 'CEMENTO', unidad: 'BG', cantidad: '1000' }] },
      '2780',
    ],
    [
      'line description within 500 characters',
      { ...VENTA_PRIVADA, lineas: [{ descripcion: 'X'.repeat(501), unidad: 'BG', cantidad: '1' }] },
      { ...VENTA_PRIVADA, lineas: [{ descripcion: 'X'.repeat(500), unidad: 'BG', cantidad: '1' }] },
      '4084',
    ],
    [
      'a 31 names the remitente',
      { ...TRANSPORTISTA, remitente: { ...TRANSPORTISTA.remitente, numero: '2010007097' } },
      TRANSPORTISTA,
      '3384',
    ],
    ['a 31 has its vehicle', { ...TRANSPORTISTA, vehiculos: [] }, TRANSPORTISTA, '2566'],
    ["a 31 carries someone else's goods", { ...TRANSPORTISTA, remitente: PROPIA }, TRANSPORTISTA, '2560'],
    ["a 31's MTC registration", { ...TRANSPORTISTA, registroMtc: '00000' }, TRANSPORTISTA, '4392'],
  ];

  it.each(reglas)('%s', (_, mala, buena, codigo) => {
    expect(codigos(mala)).toContain(codigo);
    expect(codigos(buena)).not.toContain(codigo);
  });

  it('names the field and explains in Spanish', () => {
    const g: EntradaGuiaRemitente = { ...VENTA_PRIVADA, vehiculos: [{ placa: 'abc-12' }] };
    expect(validarGuia(g, HOY, EMISOR_GUIA)).toEqual([
      {
        campo: 'vehiculos.0.placa',
        mensaje: 'Vehículo 1: la placa tiene de 6 a 8 letras mayúsculas o dígitos, sin guiones (ABC123)',
        codigo: '2567',
      },
    ]);
  });

  it("checks the issuer's RUC", () => {
    expect(
      validarGuia(VENTA_PRIVADA, HOY, { ...EMISOR_GUIA, ruc: '20601234566' }).map((e) => e.codigo),
    ).toContain('2511');
  });
});
