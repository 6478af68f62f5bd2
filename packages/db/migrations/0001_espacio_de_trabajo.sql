CREATE TABLE "cronograma_fechas" (
	"cronograma_id" uuid NOT NULL,
	"periodo" text NOT NULL,
	"grupo" text NOT NULL,
	"vence" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cronograma_fechas_cronograma_id_periodo_grupo_pk" PRIMARY KEY("cronograma_id","periodo","grupo")
);
--> statement-breakpoint
CREATE TABLE "cronogramas" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"anio" integer NOT NULL,
	"tipo" text NOT NULL,
	"grupos" jsonb NOT NULL,
	"verificado" boolean DEFAULT false NOT NULL,
	"fuente" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cronogramas_anio_tipo_uq" UNIQUE("anio","tipo")
);
--> statement-breakpoint
CREATE TABLE "notificaciones" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"usuario_id" uuid NOT NULL,
	"empresa_id" uuid,
	"tipo" text DEFAULT 'general' NOT NULL,
	"titulo" text NOT NULL,
	"mensaje" text NOT NULL,
	"link" text,
	"leida_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "permisos" ALTER COLUMN "modulo_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "usuarios" ADD COLUMN "preferencias" jsonb;--> statement-breakpoint
ALTER TABLE "cronograma_fechas" ADD CONSTRAINT "cronograma_fechas_cronograma_id_cronogramas_id_fk" FOREIGN KEY ("cronograma_id") REFERENCES "public"."cronogramas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notificaciones" ADD CONSTRAINT "notificaciones_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notificaciones" ADD CONSTRAINT "notificaciones_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notificaciones_usuario_idx" ON "notificaciones" USING btree ("usuario_id","created_at");