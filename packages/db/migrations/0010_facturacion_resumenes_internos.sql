CREATE TABLE "documentos_internos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"empresa_id" uuid NOT NULL,
	"local_id" uuid NOT NULL,
	"serie_id" uuid NOT NULL,
	"tipo" text NOT NULL,
	"serie" text NOT NULL,
	"numero" integer NOT NULL,
	"fecha_emision" text NOT NULL,
	"fecha_vencimiento" text,
	"moneda" text NOT NULL,
	"persona_tipo_documento" text NOT NULL,
	"persona_numero_documento" text NOT NULL,
	"persona_nombre" text NOT NULL,
	"persona_direccion" text,
	"operaciones_gravadas" numeric(14, 2) NOT NULL,
	"operaciones_exoneradas" numeric(14, 2) NOT NULL,
	"operaciones_inafectas" numeric(14, 2) NOT NULL,
	"igv" numeric(14, 2) NOT NULL,
	"importe_total" numeric(14, 2) NOT NULL,
	"documento" jsonb NOT NULL,
	"observaciones" text,
	"estado" text DEFAULT 'emitido' NOT NULL,
	"comprobante_id" uuid,
	"usuario_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "documentos_internos_numero_uq" UNIQUE("empresa_id","tipo","serie","numero")
);
--> statement-breakpoint
CREATE TABLE "resumen_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"resumen_id" uuid NOT NULL,
	"comprobante_id" uuid NOT NULL,
	"linea" integer NOT NULL,
	"condicion" text,
	"motivo" text,
	CONSTRAINT "resumen_items_linea_uq" UNIQUE("resumen_id","linea")
);
--> statement-breakpoint
CREATE TABLE "resumenes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"empresa_id" uuid NOT NULL,
	"tipo" text NOT NULL,
	"fecha_generacion" text NOT NULL,
	"fecha_referencia" text NOT NULL,
	"correlativo" integer NOT NULL,
	"estado" text DEFAULT 'pendiente' NOT NULL,
	"ticket" text,
	"codigo_sunat" text,
	"descripcion_sunat" text,
	"notas_sunat" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"hash" text NOT NULL,
	"xml_firmado" text NOT NULL,
	"zip_base64" text NOT NULL,
	"cdr_base64" text,
	"intentos" integer DEFAULT 0 NOT NULL,
	"ultimo_error" text,
	"usuario_id" uuid,
	"enviado_at" timestamp with time zone,
	"respuesta_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "resumenes_identificador_uq" UNIQUE("empresa_id","tipo","fecha_generacion","correlativo")
);
--> statement-breakpoint
ALTER TABLE "comprobantes" ADD COLUMN "contingencia" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "comprobantes" ADD COLUMN "motivo_baja" text;--> statement-breakpoint
ALTER TABLE "empresas" ADD COLUMN "url_ose" text;--> statement-breakpoint
ALTER TABLE "empresas" ADD COLUMN "envio_pausado" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "empresas" ADD COLUMN "envio_boletas" text DEFAULT 'individual' NOT NULL;--> statement-breakpoint
ALTER TABLE "documentos_internos" ADD CONSTRAINT "documentos_internos_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documentos_internos" ADD CONSTRAINT "documentos_internos_local_id_locales_id_fk" FOREIGN KEY ("local_id") REFERENCES "public"."locales"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documentos_internos" ADD CONSTRAINT "documentos_internos_serie_id_series_id_fk" FOREIGN KEY ("serie_id") REFERENCES "public"."series"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documentos_internos" ADD CONSTRAINT "documentos_internos_comprobante_id_comprobantes_id_fk" FOREIGN KEY ("comprobante_id") REFERENCES "public"."comprobantes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documentos_internos" ADD CONSTRAINT "documentos_internos_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resumen_items" ADD CONSTRAINT "resumen_items_resumen_id_resumenes_id_fk" FOREIGN KEY ("resumen_id") REFERENCES "public"."resumenes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resumen_items" ADD CONSTRAINT "resumen_items_comprobante_id_comprobantes_id_fk" FOREIGN KEY ("comprobante_id") REFERENCES "public"."comprobantes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resumenes" ADD CONSTRAINT "resumenes_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resumenes" ADD CONSTRAINT "resumenes_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "documentos_internos_empresa_fecha_idx" ON "documentos_internos" USING btree ("empresa_id","tipo","fecha_emision");--> statement-breakpoint
CREATE INDEX "resumen_items_comprobante_idx" ON "resumen_items" USING btree ("comprobante_id");--> statement-breakpoint
CREATE INDEX "resumenes_empresa_fecha_idx" ON "resumenes" USING btree ("empresa_id","fecha_generacion");