import Decimal from 'decimal.js';
import { SUNAT } from '../ubl/partes.ts';
import { el, grupo, opcional } from '../ubl/xml.ts';
import { INDICADORES_GUIA, MOTIVOS_TRASLADO, PAGADOR_FLETE } from './catalogos-gre.ts';
import type { Conductor, EntradaGuia, Persona, Vehiculo } from './tipos.ts';
import { codigoCatalogo, datosPersona, direccionXml, documentoIdentidad } from './xml-partes-guia.ts';

/**
 * cac:Shipment of a GRE, in the order of UBL 2.1's ShipmentType: motivo, weight, packages and
 * indicators; the stage (modalidad, start date, carrier, drivers); the points (DeliveryAddress, then
 * Despatch); the vehicles.
 */
export function envioXml(g: EntradaGuia, emisor: { ruc: string; razonSocial: string }): string {
  const remitente = g.tipo === '09';
  return grupo('cac:Shipment', [
    el('cbc:ID', 'SUNAT_Envio'),
    remitente ? codigoCatalogo('cbc:HandlingCode', g.motivo, 'Motivo de traslado', '20') : '',
    remitente
      ? el('cbc:HandlingInstructions', g.descripcionMotivo?.trim() || MOTIVOS_TRASLADO[g.motivo].nombre)
      : '',
    el('cbc:GrossWeightMeasure', new Decimal(g.pesoBruto).toFixed(3), { unitCode: g.unidadPeso }),
    remitente && g.numeroBultos !== undefined
      ? el('cbc:TotalTransportHandlingUnitQuantity', String(g.numeroBultos))
      : '',
    ...indicadores(g).map((i) => el('cbc:SpecialInstructions', i)),
    grupo('cac:ShipmentStage', [
      remitente ? codigoCatalogo('cbc:TransportModeCode', g.modalidad, 'Modalidad de traslado', '18') : '',
      grupo('cac:TransitPeriod', [el('cbc:StartDate', g.fechaInicioTraslado)]),
      transportistaXml(g, emisor),
      ...(g.conductores ?? []).map(conductorXml),
    ]),
    grupo('cac:Delivery', [
      direccionXml('cac:DeliveryAddress', g.llegada),
      grupo('cac:Despatch', [
        direccionXml('cac:DespatchAddress', g.partida),
        g.tipo === '31' ? grupo('cac:DespatchParty', datosPersona(g.remitente)) : '',
      ]),
    ]),
    vehiculosXml(g.vehiculos ?? []),
  ]);
}

/** The indicators' SUNAT codes; a carrier's guide also says who pays the freight. */
function indicadores(g: EntradaGuia): string[] {
  const codigos: string[] = (g.indicadores ?? []).map((i) => INDICADORES_GUIA[i].codigo);
  if (g.tipo === '31') codigos.push(PAGADOR_FLETE[g.pagadorFlete]);
  return codigos;
}

/** The hired carrier of a 09, or the issuer itself in a 31; CompanyID is the MTC registration. */
function transportistaXml(g: EntradaGuia, emisor: { ruc: string; razonSocial: string }): string {
  const t =
    g.tipo === '31'
      ? { ruc: emisor.ruc, razonSocial: emisor.razonSocial, registroMtc: g.registroMtc }
      : g.transportista;
  if (!t) return '';
  const persona: Persona = { tipoDocumento: '6', numero: t.ruc, nombre: t.razonSocial };
  return grupo('cac:CarrierParty', datosPersona(persona, el('cbc:CompanyID', t.registroMtc)));
}

const conductorXml = (c: Conductor, i: number) =>
  grupo('cac:DriverPerson', [
    documentoIdentidad(c.tipoDocumento, c.numero),
    el('cbc:FirstName', c.nombres.trim()),
    el('cbc:FamilyName', c.apellidos.trim()),
    el('cbc:JobTitle', i === 0 ? 'Principal' : 'Secundario'),
    grupo('cac:IdentityDocumentReference', [el('cbc:ID', c.licencia)]),
  ]);

/** One vehicle as TransportEquipment (or AttachedTransportEquipment, the same type, for trailers). */
function equipoXml(nombre: string, v: Vehiculo, remolques: readonly Vehiculo[]): string {
  return grupo(nombre, [
    el('cbc:ID', v.placa),
    grupo('cac:ApplicableTransportMeans', [opcional('cbc:RegistrationNationalityID', v.tuce)]),
    ...remolques.map((r) => equipoXml('cac:AttachedTransportEquipment', r, [])),
    v.autorizacion
      ? grupo('cac:ShipmentDocumentReference', [
          el('cbc:ID', v.autorizacion.numero.trim(), {
            schemeID: v.autorizacion.entidad,
            schemeName: 'Entidad Autorizadora',
            schemeAgencyName: SUNAT,
          }),
        ])
      : '',
  ]);
}

function vehiculosXml(vehiculos: readonly Vehiculo[]): string {
  const [principal, ...remolques] = vehiculos;
  return principal
    ? grupo('cac:TransportHandlingUnit', [equipoXml('cac:TransportEquipment', principal, remolques)])
    : '';
}
