CREATE TABLE "reclamo_correlativos" (
	"marca_id" uuid NOT NULL,
	"anio" integer NOT NULL,
	"ultimo" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reclamo_correlativos_uq" UNIQUE("marca_id","anio")
);
--> statement-breakpoint
CREATE TABLE "reclamo_seguimientos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reclamo_id" uuid NOT NULL,
	"estado" text NOT NULL,
	"descripcion" text NOT NULL,
	"usuario_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reclamos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"marca_id" uuid NOT NULL,
	"anio" integer NOT NULL,
	"correlativo" integer NOT NULL,
	"codigo" text NOT NULL,
	"usuario_id" uuid,
	"nombres" text NOT NULL,
	"ubigeo" text NOT NULL,
	"direccion" text NOT NULL,
	"email" text NOT NULL,
	"telefono" text NOT NULL,
	"tipo_documento" text NOT NULL,
	"numero_documento" text NOT NULL,
	"bien" text NOT NULL,
	"tipo" text NOT NULL,
	"descripcion" text NOT NULL,
	"firma_archivo" text NOT NULL,
	"adjunto_archivo" text,
	"pdf_archivo" text NOT NULL,
	"estado" text DEFAULT 'INICIO DEL RECLAMO' NOT NULL,
	"fecha_presentacion" date NOT NULL,
	"fecha_limite" date NOT NULL,
	"respuesta" text,
	"respondido_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reclamos_codigo_uq" UNIQUE("marca_id","codigo")
);
--> statement-breakpoint
ALTER TABLE "correos" ADD COLUMN "adjuntos" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "marcas" ADD COLUMN "ruc" text;--> statement-breakpoint
ALTER TABLE "marcas" ADD COLUMN "razon_social" text;--> statement-breakpoint
ALTER TABLE "marcas" ADD COLUMN "direccion" text;--> statement-breakpoint
ALTER TABLE "reclamo_correlativos" ADD CONSTRAINT "reclamo_correlativos_marca_id_marcas_id_fk" FOREIGN KEY ("marca_id") REFERENCES "public"."marcas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reclamo_seguimientos" ADD CONSTRAINT "reclamo_seguimientos_reclamo_id_reclamos_id_fk" FOREIGN KEY ("reclamo_id") REFERENCES "public"."reclamos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reclamo_seguimientos" ADD CONSTRAINT "reclamo_seguimientos_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reclamos" ADD CONSTRAINT "reclamos_marca_id_marcas_id_fk" FOREIGN KEY ("marca_id") REFERENCES "public"."marcas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reclamos" ADD CONSTRAINT "reclamos_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reclamo_seguimientos_reclamo_idx" ON "reclamo_seguimientos" USING btree ("reclamo_id");--> statement-breakpoint
CREATE INDEX "reclamos_busqueda_idx" ON "reclamos" USING btree ("numero_documento","telefono");