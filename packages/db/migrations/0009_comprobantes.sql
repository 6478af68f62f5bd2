CREATE TABLE "comprobantes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"empresa_id" uuid NOT NULL,
	"local_id" uuid NOT NULL,
	"serie_id" uuid NOT NULL,
	"tipo" text NOT NULL,
	"serie" text NOT NULL,
	"numero" integer NOT NULL,
	"fecha_emision" text NOT NULL,
	"moneda" text NOT NULL,
	"cliente_tipo_documento" text NOT NULL,
	"cliente_numero_documento" text NOT NULL,
	"cliente_nombre" text NOT NULL,
	"cliente_direccion" text,
	"operaciones_gravadas" numeric(14, 2) NOT NULL,
	"operaciones_exoneradas" numeric(14, 2) NOT NULL,
	"operaciones_inafectas" numeric(14, 2) NOT NULL,
	"operaciones_exportacion" numeric(14, 2) NOT NULL,
	"operaciones_gratuitas" numeric(14, 2) NOT NULL,
	"igv" numeric(14, 2) NOT NULL,
	"isc" numeric(14, 2) NOT NULL,
	"icbper" numeric(14, 2) NOT NULL,
	"importe_total" numeric(14, 2) NOT NULL,
	"documento_afectado" text,
	"documento" jsonb NOT NULL,
	"estado" text DEFAULT 'pendiente' NOT NULL,
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
	CONSTRAINT "comprobantes_numero_uq" UNIQUE("empresa_id","tipo","serie","numero")
);
--> statement-breakpoint
ALTER TABLE "comprobantes" ADD CONSTRAINT "comprobantes_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comprobantes" ADD CONSTRAINT "comprobantes_local_id_locales_id_fk" FOREIGN KEY ("local_id") REFERENCES "public"."locales"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comprobantes" ADD CONSTRAINT "comprobantes_serie_id_series_id_fk" FOREIGN KEY ("serie_id") REFERENCES "public"."series"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comprobantes" ADD CONSTRAINT "comprobantes_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "comprobantes_empresa_fecha_idx" ON "comprobantes" USING btree ("empresa_id","fecha_emision");