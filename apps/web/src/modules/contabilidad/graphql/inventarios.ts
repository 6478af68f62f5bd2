import { graphql } from '../../../gql';

export const kardexQuery = graphql(`
  query Kardex13($producto_id: String!, $periodo: String!) {
    kardex13(producto_id: $producto_id, periodo: $periodo) {
      codigo
      descripcion
      unidad
      problemas
      inicial { cantidad costo_unitario costo_total }
      final { cantidad costo_unitario costo_total }
      lineas {
        id
        fecha
        tipo_operacion
        documento
        glosa
        entrada { cantidad costo_unitario costo_total }
        salida { cantidad costo_unitario costo_total }
        saldo { cantidad costo_unitario costo_total }
      }
    }
  }
`);

export const excelKardexQuery = graphql(`
  query ExcelKardex($producto_id: String!, $periodo: String!, $valorizado: Boolean) {
    excelKardex(producto_id: $producto_id, periodo: $periodo, valorizado: $valorizado) { nombre mime base64 }
  }
`);

export const pdfKardexQuery = graphql(`
  query PdfKardex($producto_id: String!, $periodo: String!, $valorizado: Boolean) {
    pdfKardex(producto_id: $producto_id, periodo: $periodo, valorizado: $valorizado) { nombre mime base64 }
  }
`);
