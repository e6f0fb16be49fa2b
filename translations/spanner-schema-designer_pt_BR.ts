<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pt_BR">
<context>
    <name>ApplyCommand</name>
    <message>
        <source>statement %1 of %2 failed: %3</source>
        <translation>a instrução %1 de %2 falhou: %3</translation>
    </message>
    <message numerus="yes">
        <source>%n statement(s) applied (Spanner keeps them):</source>
        <translation>
            <numerusform>%n instrução aplicada (o Spanner a mantém):</numerusform>
            <numerusform>%n instruções aplicadas (o Spanner as mantém):</numerusform>
        </translation>
    </message>
    <message>
        <source>failed: [%1] %2</source>
        <translation>falhou: [%1] %2</translation>
    </message>
    <message numerus="yes">
        <source>%n statement(s) not run:</source>
        <translation>
            <numerusform>%n instrução não executada:</numerusform>
            <numerusform>%n instruções não executadas:</numerusform>
        </translation>
    </message>
    <message>
        <source>Make the schema of the live DATABASE what SCHEMA says: plan the steps with the migration planner, print them, and run them as one schema update, with progress on standard error. Exit 0 when done or nothing to do, 1 when a step is not allowed (nothing is sent), 2 on errors (unreachable, missing database without --create, permission denied, Spanner&apos;s rejection; a report says which statements stay applied).</source>
        <translation>Torna o esquema do banco de dados DATABASE em produção igual ao de SCHEMA: planeja os passos com o planejador de migrações, imprime-os e executa-os como uma única atualização de esquema, com o progresso na saída de erro padrão. Sai com 0 quando conclui ou não há nada a fazer, 1 quando um passo não é permitido (nada é enviado), 2 em erros (inalcançável, banco de dados inexistente sem --create, permissão negada, rejeição do Spanner; um relatório diz quais instruções continuam aplicadas).</translation>
    </message>
    <message>
        <source>The database: spanner://projects/P/instances/I/databases/D.</source>
        <translation>O banco de dados: spanner://projects/P/instances/I/databases/D.</translation>
    </message>
    <message>
        <source>The schema it should have: a DDL file, - , a folder of migration files, a .spdesign project or another database.</source>
        <translation>O esquema que ele deve ter: um arquivo DDL, - , uma pasta de arquivos de migração, um projeto .spdesign ou outro banco de dados.</translation>
    </message>
    <message>
        <source>Create the database when it does not exist (in --dialect, else the schema&apos;s dialect).</source>
        <translation>Cria o banco de dados quando ele não existe (no dialeto de --dialect, senão no do esquema).</translation>
    </message>
    <message>
        <source>Print the plan and send nothing.</source>
        <translation>Imprime o plano e não envia nada.</translation>
    </message>
    <message>
        <source>Write the plan to OUT instead of standard output.</source>
        <translation>Grava o plano em OUT em vez da saída padrão.</translation>
    </message>
    <message>
        <source>DATABASE must be spanner://projects/P/instances/I/databases/D, not &apos;%1&apos;</source>
        <translation>DATABASE deve ser spanner://projects/P/instances/I/databases/D, não &apos;%1&apos;</translation>
    </message>
    <message>
        <source>use --create to create it</source>
        <translation>use --create para criá-lo</translation>
    </message>
    <message>
        <source>the database is %1 but the schema is %2</source>
        <translation>o banco de dados é %1, mas o esquema é %2</translation>
    </message>
    <message>
        <source>nothing was sent to the database</source>
        <translation>nada foi enviado ao banco de dados</translation>
    </message>
    <message numerus="yes">
        <source>dry run: the database would be created (%1) and %n statement(s) applied; nothing was sent</source>
        <translation>
            <numerusform>simulação: o banco de dados seria criado (%1) e %n instrução aplicada; nada foi enviado</numerusform>
            <numerusform>simulação: o banco de dados seria criado (%1) e %n instruções aplicadas; nada foi enviado</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>dry run: %n statement(s) would be applied; nothing was sent</source>
        <translation>
            <numerusform>simulação: %n instrução seria aplicada; nada foi enviado</numerusform>
            <numerusform>simulação: %n instruções seriam aplicadas; nada foi enviado</numerusform>
        </translation>
    </message>
    <message>
        <source>creating database %1 (%2)</source>
        <translation>criando o banco de dados %1 (%2)</translation>
    </message>
    <message>
        <source>the database already has this schema: nothing to do</source>
        <translation>o banco de dados já tem este esquema: nada a fazer</translation>
    </message>
    <message numerus="yes">
        <source>%n statement(s) as operation %1</source>
        <translation>
            <numerusform>%n instrução como a operação %1</numerusform>
            <numerusform>%n instruções como a operação %1</numerusform>
        </translation>
    </message>
    <message>
        <source>[%1/%2] applied: %3</source>
        <translation>[%1/%2] aplicada: %3</translation>
    </message>
    <message>
        <source>[%1/%2] running: %3 (%4%)</source>
        <translation>[%1/%2] em execução: %3 (%4%)</translation>
    </message>
    <message>
        <source> (throttled by Spanner)</source>
        <translation> (limitada pelo Spanner)</translation>
    </message>
    <message numerus="yes">
        <source>done: %n statement(s) applied</source>
        <translation>
            <numerusform>concluído: %n instrução aplicada</numerusform>
            <numerusform>concluído: %n instruções aplicadas</numerusform>
        </translation>
    </message>
    <message>
        <source>make a live database&apos;s schema what a schema file says</source>
        <translation>torna o esquema de um banco de dados em produção igual ao de um arquivo</translation>
    </message>
    <message>
        <source>interrupted: %1</source>
        <translation>interrompido: %1</translation>
    </message>
    <message>
        <source>what was applied is unknown: compare the database with the schema (spanner-schema diff %1 SCHEMA)</source>
        <translation>não se sabe o que foi aplicado: compare o banco de dados com o esquema (spanner-schema diff %1 SCHEMA)</translation>
    </message>
    <message numerus="yes">
        <source>interrupted, but operation %1 had already finished: all %n statement(s) applied</source>
        <translation>
            <numerusform>interrompido, mas a operação %1 já tinha terminado: a %n instrução foi aplicada</numerusform>
            <numerusform>interrompido, mas a operação %1 já tinha terminado: as %n instruções foram aplicadas</numerusform>
        </translation>
    </message>
    <message>
        <source>interrupted: operation %1 ended (%2)</source>
        <translation>interrompido: a operação %1 terminou (%2)</translation>
    </message>
    <message numerus="yes">
        <source>%n statement(s) not applied:</source>
        <translation>
            <numerusform>%n instrução não aplicada:</numerusform>
            <numerusform>%n instruções não aplicadas:</numerusform>
        </translation>
    </message>
    <message>
        <source>interrupted: asking Spanner to cancel operation %1</source>
        <translation>interrompido: pedindo ao Spanner que cancele a operação %1</translation>
    </message>
</context>
<context>
    <name>CliCommon</name>
    <message>
        <source>input too large (%1): Spanner limits the DDL of a whole schema to 10 MiB (%2 bytes)</source>
        <translation>entrada grande demais (%1): o Spanner limita a DDL de um esquema inteiro a 10 MiB (%2 bytes)</translation>
    </message>
    <message>
        <source>cannot read: %1</source>
        <translation>não foi possível ler: %1</translation>
    </message>
    <message>
        <source>more than %1 bytes</source>
        <translation>mais de %1 bytes</translation>
    </message>
    <message>
        <source>no such file or directory</source>
        <translation>arquivo ou diretório inexistente</translation>
    </message>
    <message>
        <source>is a directory; expected a DDL file</source>
        <translation>é um diretório; era esperado um arquivo DDL</translation>
    </message>
    <message>
        <source>%1 bytes</source>
        <translation>%1 bytes</translation>
    </message>
    <message>
        <source>cannot open: %1</source>
        <translation>não foi possível abrir: %1</translation>
    </message>
    <message>
        <source>not a text file (binary data at byte %1)</source>
        <translation>não é um arquivo de texto (dados binários no byte %1)</translation>
    </message>
    <message>
        <source>cannot write the output</source>
        <translation>não foi possível gravar a saída</translation>
    </message>
    <message>
        <source>cannot write: %1</source>
        <translation>não foi possível gravar: %1</translation>
    </message>
    <message>
        <source>Show this help.</source>
        <translation>Mostra esta ajuda.</translation>
    </message>
    <message>
        <source>Read the input as DIALECT (googlesql or postgresql) instead of detecting it.</source>
        <translation>Lê a entrada como DIALECT (googlesql ou postgresql) em vez de detectá-lo.</translation>
    </message>
    <message>
        <source>Write to OUT (replaced atomically) instead of standard output.</source>
        <translation>Grava em OUT (substituído de forma atômica) em vez da saída padrão.</translation>
    </message>
    <message>
        <source>Also report which dialect was used and why.</source>
        <translation>Informa também qual dialeto foi usado e por quê.</translation>
    </message>
    <message>
        <source>unexpected argument &apos;%1&apos;</source>
        <translation>argumento inesperado &apos;%1&apos;</translation>
    </message>
    <message>
        <source>unknown dialect &apos;%1&apos; (expected googlesql or postgresql)</source>
        <translation>dialeto desconhecido &apos;%1&apos; (esperado googlesql ou postgresql)</translation>
    </message>
    <message>
        <source>Try &apos;%1 --help&apos; for more information.</source>
        <translation>Tente &apos;%1 --help&apos; para mais informações.</translation>
    </message>
    <message>
        <source>project file, format version %1</source>
        <translation>arquivo de projeto, versão de formato %1</translation>
    </message>
    <message>
        <source>--dialect %1 ignored: the project&apos;s schema is %2</source>
        <translation>--dialect %1 ignorado: o esquema do projeto é %2</translation>
    </message>
    <message>
        <source>dialect %1 (%2)</source>
        <translation>dialeto %1 (%2)</translation>
    </message>
    <message>
        <source>the input is empty; treating it as an empty schema</source>
        <translation>a entrada está vazia; tratada como um esquema vazio</translation>
    </message>
    <message>
        <source>--dialect option</source>
        <translation>opção --dialect</translation>
    </message>
    <message>
        <source>empty input; GoogleSQL assumed</source>
        <translation>entrada vazia; GoogleSQL presumido</translation>
    </message>
    <message>
        <source>--%1 must be an integer from %2 to %3 (got &apos;%4&apos;)</source>
        <translation>--%1 deve ser um número inteiro de %2 a %3 (recebido: &apos;%4&apos;)</translation>
    </message>
    <message>
        <source>The DDL file to read, - for standard input, or a database spanner://projects/P/instances/I/databases/D.</source>
        <translation>O arquivo DDL a ler, - para a entrada padrão, ou um banco de dados spanner://projects/P/instances/I/databases/D.</translation>
    </message>
    <message>
        <source>The REST endpoint of Spanner for spanner:// databases (default: the emulator of SPANNER_EMULATOR_HOST, else Cloud Spanner).</source>
        <translation>O endpoint REST do Spanner para bancos de dados spanner:// (padrão: o emulador de SPANNER_EMULATOR_HOST, senão o Cloud Spanner).</translation>
    </message>
    <message>
        <source>A shell command that prints the access token for Cloud Spanner.</source>
        <translation>Um comando de shell que imprime o token de acesso ao Cloud Spanner.</translation>
    </message>
    <message>
        <source>Seconds to wait for a connection to Spanner (default 10).</source>
        <translation>Segundos de espera por uma conexão com o Spanner (padrão 10).</translation>
    </message>
    <message>
        <source>missing the input %1 (use - for standard input)</source>
        <translation>falta a entrada %1 (use - para a entrada padrão)</translation>
    </message>
    <message>
        <source>--connect-timeout must be a number of seconds from 0 to 600 (got &apos;%1&apos;)</source>
        <translation>--connect-timeout deve ser um número de segundos de 0 a 600 (recebido &apos;%1&apos;)</translation>
    </message>
    <message>
        <source>The application&apos;s SQL queries (&apos;;&apos;-separated, &apos;-- name:&apos; and &apos;-- per second:&apos; comments), for index-access-pattern.</source>
        <translation>As consultas SQL da aplicação (separadas por &apos;;&apos;, com comentários &apos;-- name:&apos; e &apos;-- per second:&apos;), para index-access-pattern.</translation>
    </message>
    <message>
        <source>is a directory without migration files (000001.sql, 000001_name.up.sql, V1__name.sql)</source>
        <translation>é um diretório sem arquivos de migração (000001.sql, 000001_name.up.sql, V1__name.sql)</translation>
    </message>
</context>
<context>
    <name>CliMain</name>
    <message>
        <source>Usage: %1 COMMAND [options] FILE|-
       %1 --help | --version

Cloud Spanner schemas from the command line: canonical DDL,
conversion between the GoogleSQL and PostgreSQL dialects, the
model as JSON.

Commands:
</source>
        <translation>Uso: %1 COMMAND [opções] FILE|-
     %1 --help | --version

Esquemas do Cloud Spanner na linha de comando: DDL canônica,
conversão entre os dialetos GoogleSQL e PostgreSQL, o
modelo como JSON.

Comandos:
</translation>
    </message>
    <message>
        <source>
Run &apos;%1 COMMAND --help&apos; for the options of a command.
Exit status: 0 success, 1 findings of error severity, 2 usage error,
unreadable input or input that does not parse.
</source>
        <translation>
Execute &apos;%1 COMMAND --help&apos; para ver as opções de um comando.
Status de saída: 0 sucesso, 1 apontamentos de severidade erro, 2 erro de uso,
entrada ilegível ou entrada que não pode ser analisada.
</translation>
    </message>
    <message>
        <source>Try &apos;%1 --help&apos; for the list of commands.
</source>
        <translation>Tente &apos;%1 --help&apos; para ver a lista de comandos.
</translation>
    </message>
    <message>
        <source>missing COMMAND</source>
        <translation>falta o COMMAND</translation>
    </message>
    <message>
        <source>unknown command &apos;%1&apos;</source>
        <translation>comando desconhecido &apos;%1&apos;</translation>
    </message>
    <message>
        <source>unknown option &apos;%1&apos;; options follow the COMMAND</source>
        <translation>opção desconhecida &apos;%1&apos;; as opções vêm depois do COMMAND</translation>
    </message>
</context>
<context>
    <name>ColumnTypes</name>
    <message>
        <source>Unknown type &quot;%1&quot;.</source>
        <translation>Tipo desconhecido &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a valid column type.</source>
        <translation>&quot;%1&quot; não é um tipo de coluna válido.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a valid column type: %2 (at character %3).</source>
        <translation>&quot;%1&quot; não é um tipo de coluna válido: %2 (no caractere %3).</translation>
    </message>
</context>
<context>
    <name>Connection</name>
    <message>
        <source>%1 is plain http and not a loopback address: no token is sent there (use https, or set SPANNER_EMULATOR_HOST for an emulator)</source>
        <translation>%1 é http simples e não é um endereço de loopback: nenhum token é enviado para lá (use https, ou defina SPANNER_EMULATOR_HOST para um emulador)</translation>
    </message>
</context>
<context>
    <name>ConvertCommand</name>
    <message>
        <source>Convert the schema in FILE to the dialect given by --to and print its canonical DDL. What the target dialect cannot express is reported as a warning naming the object.</source>
        <translation>Converte o esquema em FILE para o dialeto indicado por --to e imprime sua DDL canônica. O que o dialeto de destino não consegue expressar é informado como aviso, com o nome do objeto.</translation>
    </message>
    <message>
        <source>The target dialect: googlesql or postgresql (required).</source>
        <translation>O dialeto de destino: googlesql ou postgresql (obrigatório).</translation>
    </message>
    <message>
        <source>missing --to googlesql|postgresql</source>
        <translation>falta --to googlesql|postgresql</translation>
    </message>
    <message>
        <source>unknown dialect &apos;%1&apos; (expected googlesql or postgresql)</source>
        <translation>dialeto desconhecido &apos;%1&apos; (esperado googlesql ou postgresql)</translation>
    </message>
    <message>
        <source>convert the schema to the other dialect</source>
        <translation>converte o esquema para o outro dialeto</translation>
    </message>
</context>
<context>
    <name>Credentials</name>
    <message>
        <source>%1: cannot start it</source>
        <translation>%1: não foi possível iniciá-lo</translation>
    </message>
    <message>
        <source>%1: no token within %2 s</source>
        <translation>%1: nenhum token em %2 s</translation>
    </message>
    <message>
        <source>%1 failed (exit status %2)%3</source>
        <translation>%1 falhou (status de saída %2)%3</translation>
    </message>
    <message>
        <source>%1 printed no token</source>
        <translation>%1 não imprimiu nenhum token</translation>
    </message>
    <message>
        <source>%1: token_uri %2 is neither https nor a loopback address</source>
        <translation>%1: token_uri %2 não é https nem um endereço de loopback</translation>
    </message>
    <message>
        <source>%1: %2: %3</source>
        <translation>%1: %2: %3</translation>
    </message>
    <message>
        <source>%1: the token endpoint refused (HTTP %2%3)</source>
        <translation>%1: o endpoint de tokens recusou (HTTP %2%3)</translation>
    </message>
    <message>
        <source>%1: no %2</source>
        <translation>%1: sem %2</translation>
    </message>
    <message>
        <source>%1: no client_email or private_key</source>
        <translation>%1: sem client_email ou private_key</translation>
    </message>
    <message>
        <source>Application Default Credentials %1</source>
        <translation>Application Default Credentials %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1: not JSON (%2)</source>
        <translation>%1: não é JSON (%2)</translation>
    </message>
    <message>
        <source>%1: type &apos;%2&apos; is not supported (authorized_user, service_account)</source>
        <translation>%1: o tipo &apos;%2&apos; não é suportado (authorized_user, service_account)</translation>
    </message>
    <message>
        <source>--access-token-command</source>
        <translation>--access-token-command</translation>
    </message>
    <message>
        <source>gcloud auth print-access-token</source>
        <translation>gcloud auth print-access-token</translation>
    </message>
    <message>
        <source>no credentials for Cloud Spanner: give --access-token-command or SPANNER_ACCESS_TOKEN, set GOOGLE_APPLICATION_CREDENTIALS, run &apos;gcloud auth application-default login&apos;, or put gcloud on PATH (for the emulator, set SPANNER_EMULATOR_HOST)</source>
        <translation>nenhuma credencial para o Cloud Spanner: informe --access-token-command ou SPANNER_ACCESS_TOKEN, defina GOOGLE_APPLICATION_CREDENTIALS, execute &apos;gcloud auth application-default login&apos; ou coloque o gcloud no PATH (para o emulador, defina SPANNER_EMULATOR_HOST)</translation>
    </message>
    <message>
        <source>the private_key is not a PEM private key</source>
        <translation>a private_key não é uma chave privada PEM</translation>
    </message>
    <message>
        <source>the private_key cannot sign with RS256</source>
        <translation>a private_key não consegue assinar com RS256</translation>
    </message>
</context>
<context>
    <name>DatabaseName</name>
    <message>
        <source>&apos;%1&apos; is not a database URI: %2 (expected spanner://projects/PROJECT/instances/INSTANCE/databases/DATABASE)</source>
        <translation>&apos;%1&apos; não é um URI de banco de dados: %2 (esperado spanner://projects/PROJECT/instances/INSTANCE/databases/DATABASE)</translation>
    </message>
    <message>
        <source>it does not start with spanner://</source>
        <translation>não começa com spanner://</translation>
    </message>
    <message>
        <source>the path is not projects/P/instances/I/databases/D</source>
        <translation>o caminho não é projects/P/instances/I/databases/D</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a project id</source>
        <translation>&apos;%1&apos; não é um id de projeto</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not an instance id</source>
        <translation>&apos;%1&apos; não é um id de instância</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a database id</source>
        <translation>&apos;%1&apos; não é um id de banco de dados</translation>
    </message>
</context>
<context>
    <name>DdlExport</name>
    <message>
        <source>Cannot create the folder %1.</source>
        <translation>Não foi possível criar a pasta %1.</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>Não foi possível gravar %1: %2</translation>
    </message>
</context>
<context>
    <name>DesignReader</name>
    <message>
        <source>%1: cannot read the file: %2</source>
        <translation>%1: não foi possível ler o arquivo: %2</translation>
    </message>
    <message>
        <source>%1: not a text file (binary data at byte %2); nothing was opened</source>
        <translation>%1: não é um arquivo de texto (dados binários no byte %2); nada foi aberto</translation>
    </message>
    <message>
        <source>%1: a folder without migration files (000001.sql, 000001_name.up.sql, V1__name.sql)</source>
        <translation>%1: uma pasta sem arquivos de migração (000001.sql, 000001_name.up.sql, V1__name.sql)</translation>
    </message>
</context>
<context>
    <name>DesignerMain</name>
    <message>
        <source>Design Cloud Spanner schemas: diagram, DDL in both dialects, undo.</source>
        <translation>Projete esquemas do Cloud Spanner: diagrama, DDL nos dois dialetos, desfazer.</translation>
    </message>
    <message>
        <source>[FILE]</source>
        <translation>[FILE]</translation>
    </message>
    <message>
        <source>Render the window to PNG after loading, then exit.</source>
        <translation>Renderiza a janela em PNG depois de carregar e sai.</translation>
    </message>
    <message>
        <source>User interface language: en or pt_BR (default: the system&apos;s).</source>
        <translation>Idioma da interface: en ou pt_BR (padrão: o do sistema).</translation>
    </message>
    <message>
        <source>cannot write %1</source>
        <translation>não foi possível gravar %1</translation>
    </message>
    <message>
        <source>no translation for &apos;%1&apos;; using %2</source>
        <translation>não há tradução para &apos;%1&apos;; usando %2</translation>
    </message>
    <message>
        <source>A design (.spdesign) or a DDL file (GoogleSQL or PostgreSQL) to open.</source>
        <translation>Um projeto (.spdesign) ou um arquivo DDL (GoogleSQL ou PostgreSQL) a abrir.</translation>
    </message>
    <message>
        <source>restored unsaved changes; not opening %1</source>
        <translation>alterações não salvas restauradas; %1 não foi aberto</translation>
    </message>
</context>
<context>
    <name>DiagramRender</name>
    <message>
        <source>cannot start SVG painting</source>
        <translation>não foi possível iniciar a pintura SVG</translation>
    </message>
    <message>
        <source>cannot allocate a %1 x %2 image</source>
        <translation>não foi possível alocar uma imagem de %1 x %2</translation>
    </message>
    <message>
        <source>cannot encode the PNG image</source>
        <translation>não foi possível codificar a imagem PNG</translation>
    </message>
    <message>
        <source>cannot start PDF painting</source>
        <translation>não foi possível iniciar a pintura PDF</translation>
    </message>
    <message>
        <source>cannot start PNG compression</source>
        <translation>não foi possível iniciar a compressão PNG</translation>
    </message>
</context>
<context>
    <name>DiffCommand</name>
    <message>
        <source>Print the DDL that turns the schema OLD into NEW, step by step, each step with its kind (in-place, validating, destructive, recreate) and why. OLD and NEW are DDL files, - (standard input, for one of them), folders of migration files applied in name order, .spdesign projects or spanner:// databases, of one dialect. Exit 1 when the plan needs a step that was not allowed.</source>
        <translation>Imprime o DDL que transforma o esquema OLD em NEW, passo a passo, cada passo com seu tipo (in-place, validating, destructive, recreate) e o porquê. OLD e NEW são arquivos DDL, - (entrada padrão, para um deles), pastas de arquivos de migração aplicados na ordem dos nomes, projetos .spdesign ou bancos de dados spanner://, de um mesmo dialeto. Sai com 1 quando o plano precisa de um passo que não foi permitido.</translation>
    </message>
    <message>
        <source>The schema the database has now.</source>
        <translation>O esquema que o banco de dados tem agora.</translation>
    </message>
    <message>
        <source>The schema it should have.</source>
        <translation>O esquema que ele deve ter.</translation>
    </message>
    <message>
        <source>Allow destructive steps (dropping tables, columns, sequences, change streams).</source>
        <translation>Permite passos destrutivos (excluir tabelas, colunas, sequências, fluxos de alterações).</translation>
    </message>
    <message>
        <source>Allow steps that drop an object and create it again (its data is lost).</source>
        <translation>Permite passos que excluem um objeto e o criam de novo (seus dados se perdem).</translation>
    </message>
    <message>
        <source>OLD=NEW: the table (or Table.column) OLD is called NEW now. Repeatable.</source>
        <translation>OLD=NEW: a tabela (ou Tabela.coluna) OLD agora se chama NEW. Pode ser repetida.</translation>
    </message>
    <message>
        <source>sql (default) or json.</source>
        <translation>sql (padrão) ou json.</translation>
    </message>
    <message>
        <source>unknown format &apos;%1&apos; (expected sql or json)</source>
        <translation>formato desconhecido &apos;%1&apos; (esperado sql ou json)</translation>
    </message>
    <message>
        <source>--rename takes OLD=NEW, not &apos;%1&apos;</source>
        <translation>--rename recebe OLD=NEW, não &apos;%1&apos;</translation>
    </message>
    <message>
        <source>only one of OLD and NEW can be standard input</source>
        <translation>só um entre OLD e NEW pode ser a entrada padrão</translation>
    </message>
    <message>
        <source>NEW is %1 but OLD is %2: convert first (spanner-schema convert --to %2)</source>
        <translation>NEW é %1, mas OLD é %2: converta primeiro (spanner-schema convert --to %2)</translation>
    </message>
    <message>
        <source>%1 step not allowed without %2: %3</source>
        <translation>passo %1 não permitido sem %2: %3</translation>
    </message>
    <message>
        <source>print the migration from one schema version to another</source>
        <translation>imprime a migração de uma versão do esquema para outra</translation>
    </message>
</context>
<context>
    <name>DocsCommand</name>
    <message>
        <source>Write the documentation of SCHEMA (a DDL file, a .spdesign project, a migration folder or a spanner:// database) into the folder OUT: an index page and one page per table with its columns, keys, interleaving, indexes, foreign keys, row deletion policy, checklist findings and ER diagrams.</source>
        <translation>Grava a documentação de SCHEMA (um arquivo DDL, um projeto .spdesign, uma pasta de migrações ou um banco spanner://) na pasta OUT: uma página de índice e uma página por tabela com suas colunas, chaves, intercalação, índices, chaves estrangeiras, política de exclusão de linhas, apontamentos da lista de verificação e diagramas ER.</translation>
    </message>
    <message>
        <source>markdown or html (default markdown).</source>
        <translation>markdown ou html (padrão markdown).</translation>
    </message>
    <message>
        <source>Do not draw the SVG diagrams (Markdown keeps its Mermaid diagrams).</source>
        <translation>Não desenha os diagramas SVG (o Markdown mantém seus diagramas Mermaid).</translation>
    </message>
    <message>
        <source>DDL file, .spdesign project, migration folder, spanner:// URI or - for standard input.</source>
        <translation>Arquivo DDL, projeto .spdesign, pasta de migrações, URI spanner:// ou - para a entrada padrão.</translation>
    </message>
    <message>
        <source>The folder to write the pages into (made when missing).</source>
        <translation>A pasta onde gravar as páginas (criada se não existir).</translation>
    </message>
    <message>
        <source>unknown format &apos;%1&apos; (markdown or html)</source>
        <translation>formato desconhecido &apos;%1&apos; (markdown ou html)</translation>
    </message>
    <message>
        <source>give the output folder with -o OUT</source>
        <translation>informe a pasta de saída com -o OUT</translation>
    </message>
    <message>
        <source>the output must be a folder, and this is a file</source>
        <translation>a saída deve ser uma pasta, e esta é um arquivo</translation>
    </message>
    <message numerus="yes">
        <source>wrote %n file(s)</source>
        <translation>
            <numerusform>gravado %n arquivo</numerusform>
            <numerusform>gravados %n arquivos</numerusform>
        </translation>
    </message>
    <message>
        <source>write the schema&apos;s documentation (Markdown or HTML with ER diagrams)</source>
        <translation>grava a documentação do esquema (Markdown ou HTML com diagramas ER)</translation>
    </message>
</context>
<context>
    <name>DumpCommand</name>
    <message>
        <source>Print the model of the schema in FILE as JSON: tables, columns, keys, interleaving, foreign keys, indexes and the other objects, with types spelled as in the input&apos;s dialect.</source>
        <translation>Imprime o modelo do esquema em FILE como JSON: tabelas, colunas, chaves, intercalação, chaves estrangeiras, índices e os demais objetos, com os tipos escritos como no dialeto da entrada.</translation>
    </message>
    <message>
        <source>Output format; only json for now.</source>
        <translation>Formato de saída; por enquanto só json.</translation>
    </message>
    <message>
        <source>One line of JSON instead of indented output.</source>
        <translation>Uma linha de JSON em vez de saída indentada.</translation>
    </message>
    <message>
        <source>unknown format &apos;%1&apos; (expected json)</source>
        <translation>formato desconhecido &apos;%1&apos; (esperado json)</translation>
    </message>
    <message>
        <source>print the schema model as JSON</source>
        <translation>imprime o modelo do esquema como JSON</translation>
    </message>
</context>
<context>
    <name>Endpoint</name>
    <message>
        <source>%1=&apos;%2&apos; is not HOST:PORT</source>
        <translation>%1=&apos;%2&apos; não é HOST:PORT</translation>
    </message>
    <message>
        <source>--endpoint &apos;%1&apos; is not an http:// or https:// URL without a path</source>
        <translation>--endpoint &apos;%1&apos; não é uma URL http:// ou https:// sem caminho</translation>
    </message>
</context>
<context>
    <name>ExplainCommand</name>
    <message>
        <source>Print how Spanner reads each query of the --queries file against the schema in FILE: primary-key point or range reads, secondary indexes (with or without a back-join to the base table), full scans, local (interleaved) or distributed joins.</source>
        <translation>Mostra como o Spanner lê cada consulta do arquivo --queries no esquema em FILE: leituras pontuais ou de intervalo da chave primária, índices secundários (com ou sem volta à tabela base), varreduras completas, junções locais (intercaladas) ou distribuídas.</translation>
    </message>
    <message>
        <source>Output format: text or json.</source>
        <translation>Formato de saída: text ou json.</translation>
    </message>
    <message>
        <source>unknown format &apos;%1&apos; (text or json)</source>
        <translation>formato desconhecido &apos;%1&apos; (text ou json)</translation>
    </message>
    <message>
        <source>--queries FILE is required (unless FILE is a project with queries)</source>
        <translation>--queries FILE é obrigatório (a menos que FILE seja um projeto com consultas)</translation>
    </message>
    <message>
        <source>print how Spanner reads each of the application&apos;s queries</source>
        <translation>mostra como o Spanner lê cada consulta da aplicação</translation>
    </message>
</context>
<context>
    <name>FixCommand</name>
    <message>
        <source>Apply the quick fixes of checklist rule ID to the schema in FILE and print the resulting DDL in the file&apos;s dialect. Each matching finding gets its first fix, or the fix named by --fix.</source>
        <translation>Aplica as correções rápidas da regra ID da lista de verificação ao esquema em FILE e imprime a DDL resultante no dialeto do arquivo. Cada apontamento correspondente recebe sua primeira correção, ou a correção indicada por --fix.</translation>
    </message>
    <message>
        <source>The rule whose findings to fix.</source>
        <translation>A regra cujos apontamentos serão corrigidos.</translation>
    </message>
    <message>
        <source>Only findings about this object (Table, Table.Column, Index).</source>
        <translation>Apenas apontamentos sobre este objeto (Tabela, Tabela.Coluna, Índice).</translation>
    </message>
    <message>
        <source>The quick fix to apply when a finding offers several (see lint --format json).</source>
        <translation>A correção rápida a aplicar quando um apontamento oferece várias (veja lint --format json).</translation>
    </message>
    <message>
        <source>--rule ID is required (see lint --list-rules)</source>
        <translation>--rule ID é obrigatório (veja lint --list-rules)</translation>
    </message>
    <message>
        <source>unknown rule &apos;%1&apos; (see lint --list-rules)</source>
        <translation>regra desconhecida &apos;%1&apos; (veja lint --list-rules)</translation>
    </message>
    <message>
        <source>no applicable quick fix for [%1] %2</source>
        <translation>nenhuma correção rápida aplicável para [%1] %2</translation>
    </message>
    <message>
        <source>applied %1: %2</source>
        <translation>aplicada %1: %2</translation>
    </message>
    <message>
        <source>apply the quick fixes of a checklist rule and print the DDL</source>
        <translation>aplica as correções rápidas de uma regra da lista de verificação e imprime a DDL</translation>
    </message>
    <message>
        <source>no finding of rule %1</source>
        <translation>nenhum apontamento da regra %1</translation>
    </message>
    <message>
        <source>no finding of rule %1 on %2</source>
        <translation>nenhum apontamento da regra %1 em %2</translation>
    </message>
</context>
<context>
    <name>FormatCommand</name>
    <message>
        <source>Print the canonical DDL of the schema in FILE, in its own dialect: the statements applied in order (CREATE, ALTER, DROP), then written the way Spanner prints them.</source>
        <translation>Imprime a DDL canônica do esquema em FILE, no seu próprio dialeto: as instruções aplicadas em ordem (CREATE, ALTER, DROP) e depois escritas do jeito que o Spanner as imprime.</translation>
    </message>
    <message>
        <source>print the canonical DDL in the input&apos;s dialect</source>
        <translation>imprime a DDL canônica no dialeto da entrada</translation>
    </message>
</context>
<context>
    <name>ImportCommand</name>
    <message>
        <source>Create the project file OUT (a .spdesign SQLite database) from the DDL in FILE. The schema keeps its dialect; the designer places the tables when it opens the project. A project file as FILE is written again in the current format (an upgrade).</source>
        <translation>Cria o arquivo de projeto OUT (um banco de dados SQLite .spdesign) a partir da DDL em FILE. O esquema mantém seu dialeto; o designer posiciona as tabelas ao abrir o projeto. Um arquivo de projeto como FILE é regravado no formato atual (uma atualização).</translation>
    </message>
    <message>
        <source>the project file to write is required: -o OUT.spdesign (a project is binary and never goes to standard output)</source>
        <translation>o arquivo de projeto a gravar é obrigatório: -o OUT.spdesign (um projeto é binário e nunca vai para a saída padrão)</translation>
    </message>
    <message>
        <source>project file written: %1 tables, %2 indexes, format version %3</source>
        <translation>arquivo de projeto gravado: %1 tabelas, %2 índices, versão de formato %3</translation>
    </message>
    <message>
        <source>create a .spdesign project file from DDL</source>
        <translation>cria um arquivo de projeto .spdesign a partir de DDL</translation>
    </message>
    <message>
        <source>The project file to write (required; replaced atomically).</source>
        <translation>O arquivo de projeto a gravar (obrigatório; substituído de forma atômica).</translation>
    </message>
</context>
<context>
    <name>LayoutCommand</name>
    <message>
        <source>Print the physical storage order of sample rows of the schema in FILE: rows sorted by primary key (ASC/DESC, NULLs first), interleaved rows inside their parent&apos;s row tree, global indexes as their own key ranges, and split boundaries placed between row trees where possible.</source>
        <translation>Imprime a ordem de armazenamento física de linhas de exemplo do esquema em FILE: linhas ordenadas pela chave primária (ASC/DESC, NULLs primeiro), linhas intercaladas dentro da árvore de linhas do pai, índices globais como seus próprios intervalos de chaves e limites de divisão colocados entre árvores de linhas sempre que possível.</translation>
    </message>
    <message>
        <source>Sample rows per table (default 4).</source>
        <translation>Linhas de exemplo por tabela (padrão 4).</translation>
    </message>
    <message>
        <source>Seed of the sample rows (default 1).</source>
        <translation>Semente das linhas de exemplo (padrão 1).</translation>
    </message>
    <message>
        <source>Cut the rows into K splits, one server each (default 1).</source>
        <translation>Corta as linhas em K divisões, um servidor para cada (padrão 1).</translation>
    </message>
    <message>
        <source>%1 tables and indexes with %2 rows each are more than %3 rows; use a smaller --rows-per-table</source>
        <translation>%1 tabelas e índices com %2 linhas cada passam de %3 linhas; use um --rows-per-table menor</translation>
    </message>
    <message>
        <source>Physical layout of %1 (%2 sample rows per table, seed %3)</source>
        <translation>Layout físico de %1 (%2 linhas de exemplo por tabela, semente %3)</translation>
    </message>
    <message>
        <source>show rows in physical storage order with row trees and splits</source>
        <translation>mostra as linhas na ordem de armazenamento física, com árvores de linhas e divisões</translation>
    </message>
    <message>
        <source>Lay the same rows out as if TABLE were not interleaved (the designer&apos;s comparison; colours stay those of the schema).</source>
        <translation>Dispõe as mesmas linhas como se TABLE não fosse intercalada (a comparação do designer; as cores continuam as do esquema).</translation>
    </message>
    <message>
        <source>--not-interleaved needs an interleaved table; &apos;%1&apos; is not one</source>
        <translation>--not-interleaved precisa de uma tabela intercalada; &apos;%1&apos; não é</translation>
    </message>
    <message>
        <source>Physical layout of %1 if %2 were not interleaved</source>
        <translation>Layout físico de %1 se %2 não fosse intercalada</translation>
    </message>
    <message>
        <source>Physical layout of %1 (the project&apos;s sample rows)</source>
        <translation>Layout físico de %1 (as linhas de exemplo do projeto)</translation>
    </message>
    <message>
        <source>Show the read path of the query NAME of the --queries file (or of the project&apos;s queries): the rows it reads, in order, and the splits it touches.</source>
        <translation>Mostra o caminho de leitura da consulta NAME do arquivo de --queries (ou das consultas do projeto): as linhas que ela lê, em ordem, e as divisões que toca.</translation>
    </message>
    <message>
        <source>--queries needs --query NAME: the query whose read path is shown</source>
        <translation>--queries precisa de --query NAME: a consulta cujo caminho de leitura é mostrado</translation>
    </message>
    <message>
        <source>--query needs --queries FILE (unless FILE is a project with queries)</source>
        <translation>--query precisa de --queries FILE (a menos que FILE seja um projeto com consultas)</translation>
    </message>
    <message>
        <source>no query named &apos;%1&apos; (the queries are: %2)</source>
        <translation>nenhuma consulta chamada &apos;%1&apos; (as consultas são: %2)</translation>
    </message>
    <message>
        <source>none</source>
        <translation>nenhuma</translation>
    </message>
    <message>
        <source>Read path of %1:</source>
        <translation>Caminho de leitura de %1:</translation>
    </message>
    <message>
        <source>Read path of %1 in %2: %3</source>
        <translation>Caminho de leitura de %1 em %2: %3</translation>
    </message>
</context>
<context>
    <name>Lessons</name>
    <message>
        <source>Interleaving (music)</source>
        <translation>Intercalação (música)</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Interleaving: parent and child rows stored together&lt;/h3&gt;&lt;p&gt;Spanner stores rows sorted by primary key. An interleaved child table&apos;s key starts with its parent&apos;s key, so each album is stored right after its singer, and each song after its album: &lt;i&gt;Singers(1), Albums(1, 1), Songs(1, 1, 1), Songs(1, 1, 2), Albums(1, 2), Singers(2)&lt;/i&gt;. A singer with everything below it is one &lt;b&gt;row tree&lt;/b&gt; (the brackets).&lt;/p&gt;&lt;p&gt;Spanner cuts the key space into &lt;b&gt;splits&lt;/b&gt; and prefers to cut between row trees (the red lines), so reading a singer with its albums and songs usually touches one split on one server.&lt;/p&gt;&lt;p&gt;The right-hand picture shows the same rows if Albums were &lt;b&gt;not&lt;/b&gt; interleaved: the albums form their own key range, away from their singers. Try toggling a key column to DESC in the properties: the order changes at once.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Intercalação: linhas pai e filhas armazenadas juntas&lt;/h3&gt;&lt;p&gt;O Spanner armazena as linhas ordenadas pela chave primária. A chave de uma tabela filha intercalada começa com a chave da tabela pai, então cada álbum fica logo depois do seu cantor, e cada música logo depois do seu álbum: &lt;i&gt;Singers(1), Albums(1, 1), Songs(1, 1, 1), Songs(1, 1, 2), Albums(1, 2), Singers(2)&lt;/i&gt;. Um cantor com tudo o que está abaixo dele forma uma &lt;b&gt;árvore de linhas&lt;/b&gt; (os colchetes).&lt;/p&gt;&lt;p&gt;O Spanner corta o espaço de chaves em &lt;b&gt;divisões&lt;/b&gt; e prefere cortar entre árvores de linhas (as linhas vermelhas), de modo que ler um cantor com seus álbuns e músicas normalmente toca uma única divisão em um único servidor.&lt;/p&gt;&lt;p&gt;A imagem da direita mostra as mesmas linhas se Albums &lt;b&gt;não&lt;/b&gt; fosse intercalada: os álbuns formam seu próprio intervalo de chaves, longe dos seus cantores. Experimente marcar uma coluna de chave como DESC nas propriedades: a ordem muda na hora.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Inserts into Albums (sequential album ids per singer)</source>
        <translation>Inserções em Albums (ids de álbum sequenciais por cantor)</translation>
    </message>
    <message>
        <source>Timestamp hotspot and its four fixes</source>
        <translation>Hotspot de carimbo de data/hora e suas quatro correções</translation>
    </message>
    <message>
        <source>&lt;h3&gt;A timestamp first in the key is a hotspot&lt;/h3&gt;&lt;p&gt;&lt;b&gt;Events&lt;/b&gt; is keyed by &lt;i&gt;EventTime&lt;/i&gt;: every new row sorts after all the others, so all inserts go to the last split. Spanner splits it, but the new end is hot again: the hotspot &lt;b&gt;moves&lt;/b&gt; along the key space (the bright diagonal, MOVING_HOT_SPOT events) and throughput stays at one server&apos;s capacity whatever the number of servers.&lt;/p&gt;&lt;p&gt;Run the presets below and compare. The four fixes:&lt;/p&gt;&lt;ol&gt;&lt;li&gt;&lt;b&gt;UUIDv4 key&lt;/b&gt; (EventsByUuid): inserts spread over the whole key space; splits double until all servers work.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Bit-reversed sequence&lt;/b&gt; (EventsBitReversed): the same spread with an integer key.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Hash shard prefix&lt;/b&gt; (EventsSharded, hash:4): four parallel append points, four servers&apos; throughput.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Swapped key order&lt;/b&gt; (EventsByUser): the user first, then the time; each user appends at its own place.&lt;/li&gt;&lt;/ol&gt;</source>
        <translation>&lt;h3&gt;Um carimbo de data/hora no início da chave é um hotspot&lt;/h3&gt;&lt;p&gt;&lt;b&gt;Events&lt;/b&gt; tem como chave &lt;i&gt;EventTime&lt;/i&gt;: cada nova linha fica depois de todas as outras na ordem, então todas as inserções vão para a última divisão: um &lt;i&gt;hotspot&lt;/i&gt; (ponto de acesso concentrado, um trecho do espaço de chaves que recebe quase toda a carga). O Spanner a divide, mas o novo final volta a ficar quente: o hotspot &lt;b&gt;se move&lt;/b&gt; pelo espaço de chaves (a diagonal clara, eventos MOVING_HOT_SPOT) e a vazão fica limitada à capacidade de um servidor, qualquer que seja o número de servidores.&lt;/p&gt;&lt;p&gt;Execute as predefinições abaixo e compare. As quatro correções:&lt;/p&gt;&lt;ol&gt;&lt;li&gt;&lt;b&gt;Chave UUIDv4&lt;/b&gt; (EventsByUuid): as inserções se espalham por todo o espaço de chaves; as divisões dobram até que todos os servidores trabalhem.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Sequência com bits invertidos&lt;/b&gt; (EventsBitReversed): o mesmo espalhamento com uma chave inteira.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Prefixo de shard por hash&lt;/b&gt; (EventsSharded, hash:4): quatro pontos de anexação em paralelo, a vazão de quatro servidores.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Ordem de chave trocada&lt;/b&gt; (EventsByUser): primeiro o usuário, depois o horário; cada usuário anexa no seu próprio lugar.&lt;/li&gt;&lt;/ol&gt;</translation>
    </message>
    <message>
        <source>Timestamp key (the hotspot)</source>
        <translation>Chave de carimbo de data/hora (o hotspot)</translation>
    </message>
    <message>
        <source>Fix 1: UUIDv4 key</source>
        <translation>Correção 1: chave UUIDv4</translation>
    </message>
    <message>
        <source>Fix 2: bit-reversed sequence</source>
        <translation>Correção 2: sequência com bits invertidos</translation>
    </message>
    <message>
        <source>Fix 3: hash shard prefix</source>
        <translation>Correção 3: prefixo de shard por hash</translation>
    </message>
    <message>
        <source>Fix 4: swapped key order</source>
        <translation>Correção 4: ordem de chave trocada</translation>
    </message>
    <message>
        <source>Global index hotspot</source>
        <translation>Hotspot de índice global</translation>
    </message>
    <message>
        <source>&lt;h3&gt;A well-keyed table with a hot index&lt;/h3&gt;&lt;p&gt;&lt;b&gt;Orders&lt;/b&gt; uses a UUID key, so its inserts spread evenly. But the global index &lt;b&gt;OrdersByCreatedAt&lt;/b&gt; is stored like a table of its own, sorted by the commit timestamp: every new order adds an index entry at the end of the index&apos;s key range.&lt;/p&gt;&lt;p&gt;In the heatmap the Orders ranges stay uniform while the index shows the moving diagonal. Fixes: shard the index (a hash prefix column first), or avoid indexing the bare timestamp.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Uma tabela com boa chave e um índice quente&lt;/h3&gt;&lt;p&gt;&lt;b&gt;Orders&lt;/b&gt; usa uma chave UUID, então suas inserções se espalham por igual. Mas o índice global &lt;b&gt;OrdersByCreatedAt&lt;/b&gt; é armazenado como uma tabela própria, ordenada pelo carimbo de data/hora de commit: cada novo pedido acrescenta uma entrada no final do intervalo de chaves do índice.&lt;/p&gt;&lt;p&gt;No mapa de calor os intervalos de Orders ficam uniformes enquanto o índice mostra a diagonal em movimento. Correções: distribua o índice em shards (uma coluna de prefixo hash primeiro) ou evite indexar o carimbo de data/hora puro.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>UUID inserts into Orders</source>
        <translation>Inserções UUID em Orders</translation>
    </message>
    <message>
        <source>Multi-tenancy</source>
        <translation>Multilocação</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Tenant first in every key&lt;/h3&gt;&lt;p&gt;With &lt;i&gt;TenantId&lt;/i&gt; leading every primary key, and tenant data interleaved in &lt;b&gt;Tenants&lt;/b&gt;, each tenant&apos;s rows form one row tree: they are stored together and move between servers together.&lt;/p&gt;&lt;p&gt;&lt;b&gt;ActivityLog&lt;/b&gt; is keyed by (TenantId, LoggedAt): each tenant appends at its own place, so inserts spread over the tenants (the swapped-order preset, with a skewed, Zipf-like mix of busy and quiet tenants). A very busy tenant can still be a hotspot of its own.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;O locatário primeiro em todas as chaves&lt;/h3&gt;&lt;p&gt;Com &lt;i&gt;TenantId&lt;/i&gt; no início de todas as chaves primárias, e os dados dos locatários intercalados em &lt;b&gt;Tenants&lt;/b&gt;, as linhas de cada locatário formam uma árvore de linhas: são armazenadas juntas e mudam de servidor juntas.&lt;/p&gt;&lt;p&gt;&lt;b&gt;ActivityLog&lt;/b&gt; tem como chave (TenantId, LoggedAt): cada locatário anexa no seu próprio lugar, então as inserções se espalham pelos locatários (a predefinição de ordem trocada, com uma mistura assimétrica, no estilo Zipf, de locatários movimentados e tranquilos). Um locatário muito movimentado ainda pode ser um hotspot por si só.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Activity of many tenants (tenant, time)</source>
        <translation>Atividade de muitos locatários (locatário, horário)</translation>
    </message>
    <message>
        <source>New tenants with sequential ids</source>
        <translation>Novos locatários com ids sequenciais</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Fix it yourself:&lt;/b&gt; open the Checklist, select the warning on &lt;b&gt;Events&lt;/b&gt; and apply one of its fixes (reorder the key, add a hash shard column, or make the key a UUID). The first preset uses the strategy &lt;i&gt;auto&lt;/i&gt;, which follows the table&apos;s key: press Play again and watch the load spread over the servers.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Corrija você mesmo:&lt;/b&gt; abra a Lista de verificação, selecione o aviso sobre &lt;b&gt;Events&lt;/b&gt; e aplique uma das correções dele (reordenar a chave, adicionar uma coluna de shard por hash ou tornar a chave um UUID). A primeira predefinição usa a estratégia &lt;i&gt;auto&lt;/i&gt;, que segue a chave da tabela: pressione Reproduzir de novo e veja a carga se espalhar pelos servidores.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Indexes for your queries</source>
        <translation>Índices para as suas consultas</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Indexes for your queries&lt;/h3&gt;&lt;p&gt;How Spanner reads a query decides how fast it is. Pick a query below (or in the &lt;b&gt;Queries&lt;/b&gt; dock): the rows it reads are numbered on the physical layout in the order they are read, and the splits it touches keep their colour.&lt;/p&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;GetCustomer&lt;/b&gt; fixes the whole primary key: a &lt;b&gt;point read&lt;/b&gt; of one row in one split.&lt;/li&gt;&lt;li&gt;&lt;b&gt;OrdersOfCustomer&lt;/b&gt; fixes the key&apos;s first column: a &lt;b&gt;range read&lt;/b&gt; of the orders inside one customer&apos;s row tree.&lt;/li&gt;&lt;li&gt;&lt;b&gt;CustomerWithOrders&lt;/b&gt; joins on the parent key of an interleaved table: a &lt;b&gt;local join&lt;/b&gt;, the customer and its orders come from the same row tree.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Login&lt;/b&gt; filters on Email: the index &lt;b&gt;CustomersByEmail&lt;/b&gt; finds the entry, then a &lt;b&gt;back-join&lt;/b&gt; reads Name from the base row, somewhere else in the key space.&lt;/li&gt;&lt;li&gt;&lt;b&gt;CustomersNamed&lt;/b&gt; filters on a column no key or index starts with: a &lt;b&gt;full scan&lt;/b&gt; of every customer in every split.&lt;/li&gt;&lt;/ul&gt;</source>
        <translation>&lt;h3&gt;Índices para as suas consultas&lt;/h3&gt;&lt;p&gt;O modo como o Spanner lê uma consulta decide a velocidade dela. Escolha uma consulta abaixo (ou no painel &lt;b&gt;Consultas&lt;/b&gt;): as linhas que ela lê são numeradas no layout físico na ordem em que são lidas, e as divisões que ela toca mantêm a cor.&lt;/p&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;GetCustomer&lt;/b&gt; fixa a chave primária inteira: uma &lt;b&gt;leitura pontual&lt;/b&gt; de uma linha em uma divisão.&lt;/li&gt;&lt;li&gt;&lt;b&gt;OrdersOfCustomer&lt;/b&gt; fixa a primeira coluna da chave: uma &lt;b&gt;leitura de intervalo&lt;/b&gt; dos pedidos dentro da árvore de linhas de um cliente.&lt;/li&gt;&lt;li&gt;&lt;b&gt;CustomerWithOrders&lt;/b&gt; faz a junção pela chave pai de uma tabela intercalada: uma &lt;b&gt;junção local&lt;/b&gt;, o cliente e os pedidos vêm da mesma árvore de linhas.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Login&lt;/b&gt; filtra por Email: o índice &lt;b&gt;CustomersByEmail&lt;/b&gt; encontra a entrada e, em seguida, uma &lt;b&gt;volta à tabela base&lt;/b&gt; lê Name, em outro ponto do espaço de chaves.&lt;/li&gt;&lt;li&gt;&lt;b&gt;CustomersNamed&lt;/b&gt; filtra por uma coluna com que nenhuma chave ou índice começa: uma &lt;b&gt;varredura completa&lt;/b&gt; de todos os clientes em todas as divisões.&lt;/li&gt;&lt;/ul&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Fix it yourself:&lt;/b&gt; the Checklist proposes an index for CustomersNamed and STORING (Name) for Login&apos;s index. Apply them (double-click a finding to see its query) and pick the query again: the scan becomes one index entry, and the back-join disappears.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Corrija você mesmo:&lt;/b&gt; a lista de verificação propõe um índice para CustomersNamed e STORING (Name) para o índice de Login. Aplique as correções (clique duas vezes em um apontamento para ver a consulta dele) e escolha a consulta de novo: a varredura vira uma entrada de índice, e a volta à tabela base desaparece.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Point read: GetCustomer</source>
        <translation>Leitura pontual: GetCustomer</translation>
    </message>
    <message>
        <source>Range in one row tree: OrdersOfCustomer</source>
        <translation>Intervalo em uma árvore de linhas: OrdersOfCustomer</translation>
    </message>
    <message>
        <source>Local join: CustomerWithOrders</source>
        <translation>Junção local: CustomerWithOrders</translation>
    </message>
    <message>
        <source>Index, then back-join: Login</source>
        <translation>Índice e volta à tabela base: Login</translation>
    </message>
    <message>
        <source>Full scan: CustomersNamed</source>
        <translation>Varredura completa: CustomersNamed</translation>
    </message>
</context>
<context>
    <name>LintCommand</name>
    <message>
        <source>Check the schema in FILE against the checklist (50 rules: hotspots, interleaving, indexes, key types, limits). Exit status 1 when a finding has severity error.</source>
        <translation>Verifica o esquema em FILE com a lista de verificação (50 regras: hotspots, intercalação, índices, tipos de chave, limites). Status de saída 1 quando um apontamento tem severidade erro.</translation>
    </message>
    <message>
        <source>Output format: text, json or sarif.</source>
        <translation>Formato de saída: text, json ou sarif.</translation>
    </message>
    <message>
        <source>Report findings of at least this severity: info, warning or error.</source>
        <translation>Informa apontamentos de pelo menos esta severidade: info, warning ou error.</translation>
    </message>
    <message>
        <source>Rule ids to skip, separated by commas (repeatable).</source>
        <translation>Ids de regras a ignorar, separados por vírgulas (pode repetir).</translation>
    </message>
    <message>
        <source>List the rules and exit.</source>
        <translation>Lista as regras e sai.</translation>
    </message>
    <message>
        <source>unknown format &apos;%1&apos; (text, json or sarif)</source>
        <translation>formato desconhecido &apos;%1&apos; (text, json ou sarif)</translation>
    </message>
    <message>
        <source>--list-rules prints text or json</source>
        <translation>--list-rules imprime text ou json</translation>
    </message>
    <message>
        <source>unknown severity &apos;%1&apos; (info, warning or error)</source>
        <translation>severidade desconhecida &apos;%1&apos; (info, warning ou error)</translation>
    </message>
    <message>
        <source>unknown rule &apos;%1&apos; (see --list-rules)</source>
        <translation>regra desconhecida &apos;%1&apos; (veja --list-rules)</translation>
    </message>
    <message>
        <source>cannot read the settings (a JSON object is expected)</source>
        <translation>não foi possível ler as configurações (é esperado um objeto JSON)</translation>
    </message>
    <message>
        <source>check the schema against the checklist (text, JSON or SARIF)</source>
        <translation>verifica o esquema com a lista de verificação (texto, JSON ou SARIF)</translation>
    </message>
    <message>
        <source>Project settings as JSON (planned nodes, key generation, ...); default: the settings stored in a .spdesign input.</source>
        <translation>Configurações do projeto em JSON (nós planejados, geração de chaves, ...); padrão: as configurações salvas em uma entrada .spdesign.</translation>
    </message>
</context>
<context>
    <name>LiveDatabase</name>
    <message>
        <source>the emulator at %1 (%2)</source>
        <translation>o emulador em %1 (%2)</translation>
    </message>
    <message>
        <source>%1 (%2), credentials from %3</source>
        <translation>%1 (%2), credenciais de %3</translation>
    </message>
    <message>
        <source>--dialect %1 ignored: the database is %2</source>
        <translation>--dialect %1 ignorado: o banco de dados é %2</translation>
    </message>
    <message>
        <source>the database&apos;s database_dialect option</source>
        <translation>a opção database_dialect do banco de dados</translation>
    </message>
    <message numerus="yes">
        <source>dialect %1 (%2), %n statement(s)</source>
        <translation>
            <numerusform>dialeto %1 (%2), %n instrução</numerusform>
            <numerusform>dialeto %1 (%2), %n instruções</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LiveSchema</name>
    <message>
        <source>database %1 does not exist in instance %2</source>
        <translation>o banco de dados %1 não existe na instância %2</translation>
    </message>
</context>
<context>
    <name>LocalEmulator</name>
    <message>
        <source>SSD_SPANNER_EMULATOR_DIR=%1 has no executable gateway_main and emulator_main</source>
        <translation>SSD_SPANNER_EMULATOR_DIR=%1 não contém os executáveis gateway_main e emulator_main</translation>
    </message>
    <message>
        <source>no Cloud Spanner emulator: the Debian package %1 is not installed and SSD_SPANNER_EMULATOR_DIR is not set</source>
        <translation>nenhum emulador do Cloud Spanner: o pacote Debian %1 não está instalado e SSD_SPANNER_EMULATOR_DIR não está definida</translation>
    </message>
    <message>
        <source>no free port on 127.0.0.1</source>
        <translation>nenhuma porta livre em 127.0.0.1</translation>
    </message>
    <message>
        <source>cannot start %1: %2</source>
        <translation>não foi possível iniciar %1: %2</translation>
    </message>
    <message>
        <source>the emulator&apos;s gateway exited: %1</source>
        <translation>o gateway do emulador terminou: %1</translation>
    </message>
    <message>
        <source>the emulator did not answer on %1 within %2 s: %3</source>
        <translation>o emulador não respondeu em %1 dentro de %2 s: %3</translation>
    </message>
</context>
<context>
    <name>ProjectFile</name>
    <message>
        <source>cannot save: %1; free some space and save again, the previous file is intact</source>
        <translation>não foi possível salvar: %1; libere espaço e salve de novo, o arquivo anterior está intacto</translation>
    </message>
    <message>
        <source>cannot save: %1; the previous file is intact</source>
        <translation>não foi possível salvar: %1; o arquivo anterior está intacto</translation>
    </message>
    <message>
        <source>cannot save: it is a directory</source>
        <translation>não foi possível salvar: é um diretório</translation>
    </message>
    <message>
        <source>cannot save: the folder %1 does not exist</source>
        <translation>não foi possível salvar: a pasta %1 não existe</translation>
    </message>
    <message>
        <source>cannot save: %1 is not a folder</source>
        <translation>não foi possível salvar: %1 não é uma pasta</translation>
    </message>
    <message>
        <source>cannot save: the file is read-only; use Save As to save a copy</source>
        <translation>não foi possível salvar: o arquivo é somente leitura; use Salvar como para salvar uma cópia</translation>
    </message>
    <message>
        <source>cannot save: another program has the file locked (it is writing to it); close it there or use Save As, the file was not changed</source>
        <translation>não foi possível salvar: outro programa bloqueou o arquivo (está gravando nele); feche-o lá ou use Salvar como, o arquivo não foi alterado</translation>
    </message>
    <message>
        <source>cannot save: cannot create a file in %1 (%2); use Save As to choose another folder, the previous file is intact</source>
        <translation>não foi possível salvar: não é possível criar um arquivo em %1 (%2); use Salvar como para escolher outra pasta, o arquivo anterior está intacto</translation>
    </message>
    <message>
        <source>cannot save: cannot replace the file (%1); the previous file is intact</source>
        <translation>não foi possível salvar: não é possível substituir o arquivo (%1); o arquivo anterior está intacto</translation>
    </message>
    <message>
        <source>the project file is damaged: %1; the file was not changed</source>
        <translation>o arquivo de projeto está danificado: %1; o arquivo não foi alterado</translation>
    </message>
    <message>
        <source>cannot read the %1 table (%2)</source>
        <translation>não foi possível ler a tabela %1 (%2)</translation>
    </message>
    <message>
        <source>the model table has no schema row</source>
        <translation>a tabela model não tem a linha do esquema</translation>
    </message>
    <message>
        <source>unknown model encoding %1</source>
        <translation>codificação de modelo desconhecida %1</translation>
    </message>
    <message>
        <source>the stored schema is not valid JSON (%1)</source>
        <translation>o esquema armazenado não é um JSON válido (%1)</translation>
    </message>
    <message>
        <source>the stored schema is invalid (%1)</source>
        <translation>o esquema armazenado é inválido (%1)</translation>
    </message>
    <message>
        <source>invalid diagram position for object %1</source>
        <translation>posição de diagrama inválida para o objeto %1</translation>
    </message>
    <message>
        <source>the setting %1 is not valid JSON</source>
        <translation>a configuração %1 não é um JSON válido</translation>
    </message>
    <message>
        <source>%1: settings: %2</source>
        <translation>%1: configurações: %2</translation>
    </message>
    <message>
        <source>sample row %1 is not a JSON array</source>
        <translation>a linha de exemplo %1 não é um array JSON</translation>
    </message>
    <message>
        <source>sample row %1: %2</source>
        <translation>linha de exemplo %1: %2</translation>
    </message>
    <message>
        <source>a note has the invalid object id %1</source>
        <translation>uma nota tem o id de objeto inválido %1</translation>
    </message>
    <message>
        <source>no such file</source>
        <translation>arquivo inexistente</translation>
    </message>
    <message>
        <source>is a directory, not a project file</source>
        <translation>é um diretório, não um arquivo de projeto</translation>
    </message>
    <message>
        <source>too large for a project file (%1 bytes; the limit is 1 GiB)</source>
        <translation>grande demais para um arquivo de projeto (%1 bytes; o limite é 1 GiB)</translation>
    </message>
    <message>
        <source>cannot read: %1</source>
        <translation>não foi possível ler: %1</translation>
    </message>
    <message>
        <source>%1: ignored the write-ahead log %2 left by another SQLite program.</source>
        <translation>%1: o log write-ahead %2 deixado por outro programa SQLite foi ignorado.</translation>
    </message>
    <message>
        <source>empty file (0 bytes), not a Spanner Schema Designer project</source>
        <translation>arquivo vazio (0 bytes), não é um projeto do Spanner Schema Designer</translation>
    </message>
    <message>
        <source>truncated project file: %1 bytes, shorter than a SQLite database header</source>
        <translation>arquivo de projeto truncado: %1 bytes, menor que o cabeçalho de um banco de dados SQLite</translation>
    </message>
    <message>
        <source>it is a text file (to read DDL, import it instead)</source>
        <translation>é um arquivo de texto (para ler DDL, importe-o)</translation>
    </message>
    <message>
        <source>it is not a SQLite database</source>
        <translation>não é um banco de dados SQLite</translation>
    </message>
    <message>
        <source>not a Spanner Schema Designer project: %1</source>
        <translation>não é um projeto do Spanner Schema Designer: %1</translation>
    </message>
    <message>
        <source>a SQLite database without an application id</source>
        <translation>um banco de dados SQLite sem application id</translation>
    </message>
    <message>
        <source>a SQLite database of another application (application_id %1)</source>
        <translation>um banco de dados SQLite de outro aplicativo (application_id %1)</translation>
    </message>
    <message>
        <source>%1, not a Spanner Schema Designer project (application_id %2, &quot;SpDs&quot;)</source>
        <translation>%1, não é um projeto do Spanner Schema Designer (application_id %2, &quot;SpDs&quot;)</translation>
    </message>
    <message>
        <source>project format version %1 was written by a newer Spanner Schema Designer; this version reads format versions %2 to %3. Update the application to open it; the file was not changed</source>
        <translation>a versão de formato de projeto %1 foi gravada por um Spanner Schema Designer mais novo; esta versão lê as versões de formato %2 a %3. Atualize o aplicativo para abri-lo; o arquivo não foi alterado</translation>
    </message>
    <message>
        <source>it has no valid format version (user_version %1)</source>
        <translation>não tem uma versão de formato válida (user_version %1)</translation>
    </message>
    <message>
        <source>the project file is damaged: invalid page size %1 in the header; the file was not changed</source>
        <translation>o arquivo de projeto está danificado: tamanho de página inválido %1 no cabeçalho; o arquivo não foi alterado</translation>
    </message>
    <message>
        <source>truncated project file: the header describes %1 bytes, the file has %2; the file was not changed</source>
        <translation>arquivo de projeto truncado: o cabeçalho descreve %1 bytes, o arquivo tem %2; o arquivo não foi alterado</translation>
    </message>
    <message>
        <source>the project file is damaged: SQLite&apos;s integrity check reports: %1; the file was not changed</source>
        <translation>o arquivo de projeto está danificado: a verificação de integridade do SQLite informa: %1; o arquivo não foi alterado</translation>
    </message>
    <message>
        <source>cannot upgrade it from format version %1 (%2)</source>
        <translation>não é possível atualizá-lo a partir da versão de formato %1 (%2)</translation>
    </message>
    <message>
        <source>the schema does not read back the same</source>
        <translation>o esquema não é lido de volta igual</translation>
    </message>
    <message>
        <source>the diagram positions do not read back the same</source>
        <translation>as posições do diagrama não são lidas de volta iguais</translation>
    </message>
    <message>
        <source>the sample rows do not read back the same</source>
        <translation>as linhas de exemplo não são lidas de volta iguais</translation>
    </message>
    <message>
        <source>cannot save: the new file would not load correctly (%1); this is a bug, the previous file is intact</source>
        <translation>não foi possível salvar: o novo arquivo não seria carregado corretamente (%1); isto é um bug, o arquivo anterior está intacto</translation>
    </message>
    <message>
        <source>cannot build the project file: %1</source>
        <translation>não foi possível montar o arquivo de projeto: %1</translation>
    </message>
    <message>
        <source>cannot create the recovery folder</source>
        <translation>não foi possível criar a pasta de recuperação</translation>
    </message>
    <message>
        <source>cannot start a recovery session</source>
        <translation>não foi possível iniciar uma sessão de recuperação</translation>
    </message>
</context>
<context>
    <name>RenderCommand</name>
    <message>
        <source>Draw the schema diagram of FILE (a DDL file or a .spdesign project) into OUT as SVG, PNG or PDF, chosen by OUT&apos;s extension or --format. Saved project positions are kept; other tables are placed automatically.</source>
        <translation>Desenha o diagrama do esquema de FILE (um arquivo DDL ou um projeto .spdesign) em OUT como SVG, PNG ou PDF, conforme a extensão de OUT ou --format. As posições salvas no projeto são mantidas; as demais tabelas são posicionadas automaticamente.</translation>
    </message>
    <message>
        <source>svg, png or pdf (default: from OUT&apos;s extension; needed when writing to standard output).</source>
        <translation>svg, png ou pdf (padrão: pela extensão de OUT; necessário ao gravar na saída padrão).</translation>
    </message>
    <message>
        <source>Draw table names only, without columns.</source>
        <translation>Desenha apenas os nomes das tabelas, sem colunas.</translation>
    </message>
    <message>
        <source>unknown format &apos;%1&apos; (expected svg, png or pdf)</source>
        <translation>formato desconhecido &apos;%1&apos; (esperado svg, png ou pdf)</translation>
    </message>
    <message>
        <source>give -o OUT.svg|png|pdf, or --format when writing to standard output</source>
        <translation>informe -o OUT.svg|png|pdf, ou --format ao gravar na saída padrão</translation>
    </message>
    <message>
        <source>cannot tell the format of &apos;%1&apos;: use a .svg, .png or .pdf file name, or --format</source>
        <translation>não é possível saber o formato de &apos;%1&apos;: use um nome de arquivo .svg, .png ou .pdf, ou --format</translation>
    </message>
    <message>
        <source>--scale must be a number from 0.25 to 8 (got &apos;%1&apos;)</source>
        <translation>--scale deve ser um número de 0.25 a 8 (recebido &apos;%1&apos;)</translation>
    </message>
    <message>
        <source>Schema diagram of %1</source>
        <translation>Diagrama do esquema de %1</translation>
    </message>
    <message>
        <source>the diagram could not be drawn</source>
        <translation>não foi possível desenhar o diagrama</translation>
    </message>
    <message>
        <source>draw the schema diagram as SVG, PNG or PDF</source>
        <translation>desenha o diagrama do esquema como SVG, PNG ou PDF</translation>
    </message>
    <message>
        <source>PNG pixels per diagram point, 0.25 to 8 (default 2). Big diagrams get less: at most 40 megapixels, but never under 1 pixel per point, and no side over 16,000 pixels.</source>
        <translation>Pixels de PNG por ponto do diagrama, de 0.25 a 8 (padrão 2). Diagramas grandes recebem menos: no máximo 40 megapixels, mas nunca menos de 1 pixel por ponto, e nenhum lado acima de 16.000 pixels.</translation>
    </message>
</context>
<context>
    <name>ReportOutput</name>
    <message>
        <source>text, json, svg or png (default text).</source>
        <translation>text, json, svg ou png (padrão: text).</translation>
    </message>
    <message>
        <source>unknown format &apos;%1&apos; (expected text, json, svg or png)</source>
        <translation>formato desconhecido &apos;%1&apos; (esperado: text, json, svg ou png)</translation>
    </message>
    <message>
        <source>this build of spanner-schema cannot paint (no GUI application object)</source>
        <translation>esta compilação do spanner-schema não consegue desenhar (sem objeto de aplicação GUI)</translation>
    </message>
</context>
<context>
    <name>SchemaEdits</name>
    <message>
        <source>The index table &quot;%1&quot; does not exist.</source>
        <translation>A tabela do índice &quot;%1&quot; não existe.</translation>
    </message>
    <message>
        <source>An index needs at least one key column.</source>
        <translation>Um índice precisa de pelo menos uma coluna de chave.</translation>
    </message>
    <message>
        <source>%1 has no column &quot;%2&quot;.</source>
        <translation>%1 não tem a coluna &quot;%2&quot;.</translation>
    </message>
    <message>
        <source>%1 appears twice in the index key.</source>
        <translation>%1 aparece duas vezes na chave do índice.</translation>
    </message>
    <message>
        <source>%1 is already part of the index; it cannot also be stored.</source>
        <translation>%1 já faz parte do índice; não pode também ser armazenada.</translation>
    </message>
    <message>
        <source>An index on %1 can only be interleaved in %1 or one of its interleave ancestors.</source>
        <translation>Um índice em %1 só pode ser intercalado em %1 ou em um dos seus ancestrais de intercalação.</translation>
    </message>
    <message>
        <source>The table no longer exists.</source>
        <translation>A tabela não existe mais.</translation>
    </message>
    <message>
        <source>A table cannot be interleaved in itself.</source>
        <translation>Uma tabela não pode ser intercalada em si mesma.</translation>
    </message>
    <message>
        <source>Interleaving %1 in %2 would create a cycle: %2 is already interleaved under %1.</source>
        <translation>Intercalar %1 em %2 criaria um ciclo: %2 já está intercalada sob %1.</translation>
    </message>
    <message>
        <source>Interleaving %1 in %2 would make the hierarchy %3 levels deep; Spanner allows at most %4.</source>
        <translation>Intercalar %1 em %2 deixaria a hierarquia com %3 níveis; o Spanner permite no máximo %4.</translation>
    </message>
    <message>
        <source>%1 has a column &quot;%2&quot; that differs only in case from the parent key column %3.</source>
        <translation>%1 tem uma coluna &quot;%2&quot; que difere apenas em maiúsculas/minúsculas da coluna de chave %3 da tabela pai.</translation>
    </message>
    <message>
        <source>The table is not interleaved.</source>
        <translation>A tabela não está intercalada.</translation>
    </message>
    <message>
        <source>%1 has no key columns to reference.</source>
        <translation>%1 não tem colunas de chave para referenciar.</translation>
    </message>
    <message>
        <source>A foreign key needs as many referenced columns as columns.</source>
        <translation>Uma chave estrangeira precisa de tantas colunas referenciadas quanto colunas.</translation>
    </message>
    <message>
        <source>%1.%2 and %3.%4 have different types.</source>
        <translation>%1.%2 e %3.%4 têm tipos diferentes.</translation>
    </message>
    <message>
        <source>The name &quot;%1&quot; is already used in this schema.</source>
        <translation>O nome &quot;%1&quot; já é usado neste esquema.</translation>
    </message>
    <message>
        <source>The foreign key no longer exists.</source>
        <translation>A chave estrangeira não existe mais.</translation>
    </message>
    <message>
        <source>The index no longer exists.</source>
        <translation>O índice não existe mais.</translation>
    </message>
    <message>
        <source>The column no longer exists.</source>
        <translation>A coluna não existe mais.</translation>
    </message>
    <message>
        <source>A name cannot be empty.</source>
        <translation>Um nome não pode ser vazio.</translation>
    </message>
    <message>
        <source>A name can have at most 128 characters.</source>
        <translation>Um nome pode ter no máximo 128 caracteres.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a valid name: start with a letter, then use letters, digits and underscores.</source>
        <translation>&quot;%1&quot; não é um nome válido: comece com uma letra e use depois letras, dígitos e sublinhados.</translation>
    </message>
    <message>
        <source>%1 has interleaved child tables (%2); delete them or remove their interleave first.</source>
        <translation>%1 tem tabelas filhas intercaladas (%2); exclua-as ou remova a intercalação delas primeiro.</translation>
    </message>
    <message>
        <source>%1 already has a column named &quot;%2&quot;.</source>
        <translation>%1 já tem uma coluna chamada &quot;%2&quot;.</translation>
    </message>
    <message>
        <source>Index %1 uses %2 as a key; remove it from the index first.</source>
        <translation>O índice %1 usa %2 como chave; remova-a do índice primeiro.</translation>
    </message>
    <message>
        <source>Foreign key %1 uses %2; delete the foreign key first.</source>
        <translation>A chave estrangeira %1 usa %2; exclua a chave estrangeira primeiro.</translation>
    </message>
    <message>
        <source>A foreign key of %1 references %2; delete it first.</source>
        <translation>Uma chave estrangeira de %1 referencia %2; exclua-a primeiro.</translation>
    </message>
    <message>
        <source>%1 is not a key column.</source>
        <translation>%1 não é uma coluna de chave.</translation>
    </message>
    <message>
        <source>no object with id %1</source>
        <translation>nenhum objeto com id %1</translation>
    </message>
    <message>
        <source>%1 is interleaved in %2, so its key must start with the key columns of %2, at the same positions and in the same order (ASC/DESC). Change the key of %2 instead (its tables follow its order), or remove the interleave first.</source>
        <translation>%1 está intercalada em %2, então sua chave deve começar pelas colunas da chave de %2, nas mesmas posições e na mesma ordem (ASC/DESC). Mude a chave de %2 (suas tabelas acompanham a ordem dela) ou remova a intercalação antes.</translation>
    </message>
    <message>
        <source>%1 is interleaved in %2, and its key must start with the key columns of %2, at the same positions and in the same order; this change to the key of %2 would break that. Remove the interleave of %1 first, change the key, then interleave it again.</source>
        <translation>%1 está intercalada em %2, e sua chave deve começar pelas colunas da chave de %2, nas mesmas posições e na mesma ordem; esta mudança na chave de %2 quebraria isso. Remova antes a intercalação de %1, mude a chave e depois intercale-a de novo.</translation>
    </message>
    <message>
        <source>An index is in the schema of its table: name it &quot;%1&quot;.</source>
        <translation>Um índice fica no esquema da sua tabela: dê a ele o nome &quot;%1&quot;.</translation>
    </message>
</context>
<context>
    <name>SimulateCommand</name>
    <message>
        <source>Simulate inserts into table T of the schema in FILE with a key strategy, tick by tick: load-based splits, moves, merges, hot rows and moving hotspots, and the throughput the servers achieve. A teaching model of the documented behaviour, not Spanner&apos;s algorithm: undocumented constants are illustrative (see docs/physical-layout.md).</source>
        <translation>Simula inserções na tabela T do esquema em FILE com uma estratégia de chave, tick a tick: divisões baseadas em carga, movimentações, fusões, linhas quentes e hotspots em movimento, e a vazão que os servidores alcançam. Um modelo didático do comportamento documentado, não o algoritmo do Spanner: constantes não documentadas são ilustrativas (veja docs/physical-layout.md).</translation>
    </message>
    <message>
        <source>The table that receives the inserts.</source>
        <translation>A tabela que recebe as inserções.</translation>
    </message>
    <message>
        <source>Offered inserts per second (default 14000).</source>
        <translation>Inserções oferecidas por segundo (padrão 14000).</translation>
    </message>
    <message>
        <source>Servers (default 4).</source>
        <translation>Servidores (padrão 4).</translation>
    </message>
    <message>
        <source>Writes per second one server handles (default 3500, an estimate).</source>
        <translation>Gravações por segundo que um servidor atende (padrão 3500, uma estimativa).</translation>
    </message>
    <message>
        <source>Ticks of 10 s to simulate (default 120).</source>
        <translation>Ticks de 10 s a simular (padrão 120).</translation>
    </message>
    <message>
        <source>Seed (default 1).</source>
        <translation>Semente (padrão 1).</translation>
    </message>
    <message>
        <source>Rows inserted into each interleaved child table per insert (default 0).</source>
        <translation>Linhas inseridas em cada tabela filha intercalada por inserção (padrão 0).</translation>
    </message>
    <message>
        <source>missing --table T</source>
        <translation>falta --table T</translation>
    </message>
    <message>
        <source>missing --strategy S</source>
        <translation>falta --strategy S</translation>
    </message>
    <message>
        <source>unknown table &apos;%1&apos;</source>
        <translation>tabela desconhecida &apos;%1&apos;</translation>
    </message>
    <message>
        <source>%1: %2 inserts/s with %3 keys on %4 servers of %5 writes/s</source>
        <translation>%1: %2 inserções/s com chaves %3 em %4 servidores de %5 gravações/s</translation>
    </message>
    <message>
        <source>simulate splits and hotspots for inserts with a key strategy</source>
        <translation>simula divisões e hotspots para inserções com uma estratégia de chave</translation>
    </message>
    <message>
        <source>Key strategy: sequential, timestamp, commit-timestamp, uuid4, bit-reversed, hash:N, swapped[:E[:s]] or auto (what the table&apos;s key suggests).</source>
        <translation>Estratégia de chave: sequential, timestamp, commit-timestamp, uuid4, bit-reversed, hash:N, swapped[:E[:s]] ou auto (o que a chave da tabela sugere).</translation>
    </message>
</context>
<context>
    <name>SpannerClient</name>
    <message>
        <source>could not connect to %1 within %2 s</source>
        <translation>não foi possível conectar a %1 dentro de %2 s</translation>
    </message>
    <message>
        <source>%1 %2: the answer is not a JSON object (%3)</source>
        <translation>%1 %2: a resposta não é um objeto JSON (%3)</translation>
    </message>
    <message>
        <source>an operation without a name is not done</source>
        <translation>uma operação sem nome não foi concluída</translation>
    </message>
    <message>
        <source>operation %1 not done after %2 s</source>
        <translation>operação %1 não concluída após %2 s</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>cancelado</translation>
    </message>
    <message>
        <source>%1: no answer within %2 s</source>
        <translation>%1: nenhuma resposta em %2 s</translation>
    </message>
    <message>
        <source>cannot connect to %1: %2</source>
        <translation>não foi possível conectar a %1: %2</translation>
    </message>
    <message>
        <source>cancelled; operation %1 goes on in Spanner</source>
        <translation>cancelado; a operação %1 continua no Spanner</translation>
    </message>
    <message>
        <source>the new session has no name</source>
        <translation>a nova sessão não tem nome</translation>
    </message>
    <message>
        <source>DML statement %1 of %2: %3</source>
        <translation>instrução DML %1 de %2: %3</translation>
    </message>
    <message>
        <source>%1: unknown database_dialect &apos;%2&apos;</source>
        <translation>%1: database_dialect &apos;%2&apos; desconhecido</translation>
    </message>
    <message>
        <source>Spanner does not know operation %1 after %2 s: the request may not have reached it</source>
        <translation>o Spanner não conhece a operação %1 depois de %2 s: a requisição pode não ter chegado a ele</translation>
    </message>
</context>
<context>
    <name>UndoCommands</name>
    <message numerus="yes">
        <source>Move %n table(s)</source>
        <translation>
            <numerusform>Mover %n tabela</numerusform>
            <numerusform>Mover %n tabelas</numerusform>
        </translation>
    </message>
    <message>
        <source>Edit queries</source>
        <translation>Editar consultas</translation>
    </message>
    <message>
        <source>Set key generation of %1</source>
        <translation>Definir a geração de chave de %1</translation>
    </message>
    <message>
        <source>Set expected rows per parent of %1</source>
        <translation>Definir as linhas esperadas por pai de %1</translation>
    </message>
    <message>
        <source>Edit note of %1</source>
        <translation>Editar a nota de %1</translation>
    </message>
</context>
<context>
    <name>ssd::ActionHandler</name>
    <message>
        <source>&amp;New</source>
        <translation>&amp;Novo</translation>
    </message>
    <message>
        <source>&amp;Open...</source>
        <translation>&amp;Abrir...</translation>
    </message>
    <message>
        <source>Open the &amp;Music Example</source>
        <translation>Abrir o exemplo &amp;Music</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Salvar</translation>
    </message>
    <message>
        <source>Save &amp;As...</source>
        <translation>Salvar &amp;como...</translation>
    </message>
    <message>
        <source>Export &amp;Diagram...</source>
        <translation>Exportar &amp;diagrama...</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>Sa&amp;ir</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Desfazer</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Refazer</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Excluir</translation>
    </message>
    <message>
        <source>&amp;Find Table...</source>
        <translation>&amp;Localizar tabela...</translation>
    </message>
    <message>
        <source>Find table</source>
        <translation>Localizar tabela</translation>
    </message>
    <message>
        <source>No table matches &quot;%1&quot;.</source>
        <translation>Nenhuma tabela corresponde a &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation>A&amp;mpliar</translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation>&amp;Reduzir</translation>
    </message>
    <message>
        <source>&amp;Fit Diagram</source>
        <translation>&amp;Ajustar diagrama</translation>
    </message>
    <message>
        <source>&amp;Auto Layout</source>
        <translation>Organizar a&amp;utomaticamente</translation>
    </message>
    <message>
        <source>&amp;Select</source>
        <translation>&amp;Selecionar</translation>
    </message>
    <message>
        <source>New &amp;Table</source>
        <translation>Nova &amp;tabela</translation>
    </message>
    <message>
        <source>New table: click in the diagram where it should go</source>
        <translation>Nova tabela: clique no diagrama onde ela deve ficar</translation>
    </message>
    <message>
        <source>&amp;Foreign Key</source>
        <translation>Chave &amp;estrangeira</translation>
    </message>
    <message>
        <source>Foreign key: drag from the referencing table to the referenced one</source>
        <translation>Chave estrangeira: arraste da tabela que referencia até a referenciada</translation>
    </message>
    <message>
        <source>Export Diagram</source>
        <translation>Exportar diagrama</translation>
    </message>
    <message>
        <source>SVG image (*.svg);;PNG image (*.png);;PDF document (*.pdf)</source>
        <translation>Imagem SVG (*.svg);;Imagem PNG (*.png);;Documento PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Could not export the diagram to %1: %2</source>
        <translation>Não foi possível exportar o diagrama para %1: %2</translation>
    </message>
    <message>
        <source>Diagram exported to %1</source>
        <translation>Diagrama exportado para %1</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Arquivo</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>Abrir &amp;recente</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Editar</translation>
    </message>
    <message>
        <source>&amp;Diagram</source>
        <translation>&amp;Diagrama</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>E&amp;xibir</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>Principal</translation>
    </message>
    <message numerus="yes">
        <source>Delete %n table(s)</source>
        <translation>
            <numerusform>Excluir %n tabela</numerusform>
            <numerusform>Excluir %n tabelas</numerusform>
        </translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Excluir</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Idioma</translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <translation>&amp;Desfazer %1</translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <translation>&amp;Refazer %1</translation>
    </message>
    <message>
        <source>&amp;Export DDL...</source>
        <translation>&amp;Exportar DDL...</translation>
    </message>
    <message>
        <source>Unknown image format for %1: use .svg, .png or .pdf.</source>
        <translation>Formato de imagem desconhecido para %1: use .svg, .png ou .pdf.</translation>
    </message>
    <message>
        <source>Re&amp;vert</source>
        <translation>Re&amp;verter</translation>
    </message>
    <message>
        <source>Discard unsaved changes and reload the saved design</source>
        <translation>Descarta as alterações não salvas e recarrega o projeto salvo</translation>
    </message>
    <message>
        <source>&amp;Preferences...</source>
        <translation>&amp;Preferências...</translation>
    </message>
    <message>
        <source>Export &amp;Migration...</source>
        <translation>Exportar &amp;Migração...</translation>
    </message>
    <message>
        <source>The DDL that takes the version last opened or saved to this design</source>
        <translation>A DDL que leva a versão aberta ou salva por último a este projeto</translation>
    </message>
    <message>
        <source>Export Do&amp;cumentation...</source>
        <translation>Exportar do&amp;cumentação...</translation>
    </message>
    <message>
        <source>Markdown or HTML pages about every table, with ER diagrams and the checklist&apos;s findings</source>
        <translation>Páginas Markdown ou HTML sobre cada tabela, com diagramas ER e os apontamentos da lista de verificação</translation>
    </message>
    <message>
        <source>Untitled design</source>
        <translation>Projeto sem título</translation>
    </message>
    <message>
        <source>Auto layout is already running.</source>
        <translation>A organização automática já está em andamento.</translation>
    </message>
    <message>
        <source>An export of the diagram is already running.</source>
        <translation>Uma exportação do diagrama já está em andamento.</translation>
    </message>
    <message>
        <source>Checklist &amp;Settings...</source>
        <translation>&amp;Configurações da lista de verificação...</translation>
    </message>
    <message>
        <source>Planned nodes, multi-tenancy, size limits and the project note</source>
        <translation>Nós planejados, multilocação, limites de tamanho e a nota do projeto</translation>
    </message>
</context>
<context>
    <name>ssd::Autosave</name>
    <message>
        <source>Autosave failed: %1</source>
        <translation>O salvamento automático falhou: %1</translation>
    </message>
</context>
<context>
    <name>ssd::BusyIndicator</name>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
</context>
<context>
    <name>ssd::ChecklistDock</name>
    <message>
        <source>Checklist</source>
        <translation>Lista de verificação</translation>
    </message>
    <message>
        <source>Group by severity</source>
        <translation>Agrupar por severidade</translation>
    </message>
    <message>
        <source>Group by object</source>
        <translation>Agrupar por objeto</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Regra</translation>
    </message>
    <message>
        <source>Object</source>
        <translation>Objeto</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>Mensagem</translation>
    </message>
    <message>
        <source>

Quick fix available (right-click).</source>
        <translation>

Correção rápida disponível (clique com o botão direito).</translation>
    </message>
    <message>
        <source>The fix no longer applies.</source>
        <translation>A correção não se aplica mais.</translation>
    </message>
    <message>
        <source>Show in diagram</source>
        <translation>Mostrar no diagrama</translation>
    </message>
    <message>
        <source>Errors</source>
        <translation>Erros</translation>
    </message>
    <message>
        <source>Warnings</source>
        <translation>Avisos</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Sugestões</translation>
    </message>
    <message>
        <source>%1, %2, %3 (checked in %4 ms)</source>
        <translation>%1, %2, %3 (verificado em %4 ms)</translation>
    </message>
    <message numerus="yes">
        <source>%n error(s)</source>
        <translation>
            <numerusform>%n erro</numerusform>
            <numerusform>%n erros</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n aviso</numerusform>
            <numerusform>%n avisos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n note(s)</source>
        <translation>
            <numerusform>%n sugestão</numerusform>
            <numerusform>%n sugestões</numerusform>
        </translation>
    </message>
    <message>
        <source>no errors</source>
        <translation>nenhum erro</translation>
    </message>
    <message>
        <source>no warnings</source>
        <translation>nenhum aviso</translation>
    </message>
    <message>
        <source>no notes</source>
        <translation>nenhuma sugestão</translation>
    </message>
    <message>
        <source>Show the query</source>
        <translation>Mostrar a consulta</translation>
    </message>
</context>
<context>
    <name>ssd::ChecklistSettingsDialog</name>
    <message>
        <source>Checklist Settings</source>
        <translation>Configurações da lista de verificação</translation>
    </message>
    <message>
        <source>Shard counts and hash prefixes are compared with this number of nodes.</source>
        <translation>O número de shards e os prefixos hash são comparados com este número de nós.</translation>
    </message>
    <message>
        <source>Several tenants share one database</source>
        <translation>Vários locatários compartilham um banco de dados</translation>
    </message>
    <message>
        <source>Then root tables should start their key with the tenant.</source>
        <translation>Então as tabelas raiz devem começar a chave pelo locatário.</translation>
    </message>
    <message>
        <source> MiB</source>
        <translation> MiB</translation>
    </message>
    <message>
        <source>Above this size per parent row (expected rows per parent times the row size), an interleaved child counts as unbounded (interleave-unbounded-children).</source>
        <translation>Acima deste tamanho por linha pai (linhas esperadas por pai vezes o tamanho da linha), uma tabela filha intercalada conta como ilimitada (interleave-unbounded-children).</translation>
    </message>
    <message>
        <source>Interleave depth (1 = a root table) at which interleave-deep-hierarchy warns.</source>
        <translation>Profundidade de intercalação (1 = uma tabela raiz) a partir da qual interleave-deep-hierarchy avisa.</translation>
    </message>
    <message>
        <source>What the checklist assumes</source>
        <translation>O que a lista de verificação supõe</translation>
    </message>
    <message>
        <source>Planned nodes</source>
        <translation>Nós planejados</translation>
    </message>
    <message>
        <source>Largest row tree per parent</source>
        <translation>Maior árvore de linhas por pai</translation>
    </message>
    <message>
        <source>Deep hierarchy from depth</source>
        <translation>Hierarquia profunda a partir da profundidade</translation>
    </message>
    <message>
        <source>How each table&apos;s keys are generated and how many rows a parent has are set per table in the Properties dock.</source>
        <translation>Como as chaves de cada tabela são geradas e quantas linhas um pai tem são definidos por tabela no painel Propriedades.</translation>
    </message>
    <message>
        <source>Project note</source>
        <translation>Nota do projeto</translation>
    </message>
    <message>
        <source>Edit checklist settings</source>
        <translation>Editar as configurações da lista de verificação</translation>
    </message>
</context>
<context>
    <name>ssd::Conversion</name>
    <message>
        <source>proto bundle (%1): PostgreSQL has no proto types; dropped</source>
        <translation>pacote proto (%1): o PostgreSQL não tem tipos proto; descartado</translation>
    </message>
    <message>
        <source>view %1</source>
        <translation>visualização %1</translation>
    </message>
    <message>
        <source>property graph %1: PostgreSQL has no property graphs; dropped</source>
        <translation>grafo de propriedades %1: o PostgreSQL não tem grafos de propriedades; descartado</translation>
    </message>
    <message>
        <source>model %1: PostgreSQL has no CREATE MODEL; dropped</source>
        <translation>modelo %1: o PostgreSQL não tem CREATE MODEL; descartado</translation>
    </message>
    <message>
        <source>%1 statement kept verbatim in %2 syntax cannot be converted; dropped: %3</source>
        <translation>a instrução %1 mantida literalmente na sintaxe %2 não pode ser convertida; descartada: %3</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>where in the schema: what cannot be converted</comment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>database option %1 has no PostgreSQL spelling; dropped</source>
        <translation>a opção de banco de dados %1 não tem grafia em PostgreSQL; descartada</translation>
    </message>
    <message>
        <source>sequence %1</source>
        <translation>sequência %1</translation>
    </message>
    <message>
        <source>%1: option %2 = %3 has no PostgreSQL clause; dropped</source>
        <translation>%1: a opção %2 = %3 não tem cláusula em PostgreSQL; descartada</translation>
    </message>
    <message>
        <source>%1: OWNED BY NONE is PostgreSQL only (and the default); dropped</source>
        <translation>%1: OWNED BY NONE existe só no PostgreSQL (e é o padrão); descartado</translation>
    </message>
    <message>
        <source>%1: NO MINVALUE / NO MAXVALUE / NO CYCLE are PostgreSQL only (and the default); dropped</source>
        <translation>%1: NO MINVALUE / NO MAXVALUE / NO CYCLE existem só no PostgreSQL (e são o padrão); descartados</translation>
    </message>
    <message>
        <source>PROTO type %1</source>
        <translation>tipo PROTO %1</translation>
    </message>
    <message>
        <source>ENUM type %1</source>
        <translation>tipo ENUM %1</translation>
    </message>
    <message>
        <source>STRUCT type</source>
        <translation>tipo STRUCT</translation>
    </message>
    <message>
        <source>table %1</source>
        <translation>tabela %1</translation>
    </message>
    <message>
        <source>%1: name longer than 63 characters; PostgreSQL truncates it</source>
        <translation>%1: nome com mais de 63 caracteres; o PostgreSQL o trunca</translation>
    </message>
    <message>
        <source>%1: column %2 has %3, which PostgreSQL cannot express; column dropped</source>
        <translation>%1: a coluna %2 tem %3, que o PostgreSQL não consegue expressar; coluna descartada</translation>
    </message>
    <message>
        <source>%1: no PRIMARY KEY; PostgreSQL requires one</source>
        <translation>%1: sem PRIMARY KEY; o PostgreSQL exige uma</translation>
    </message>
    <message>
        <source>%1: primary key column %2 is DESC; PostgreSQL keys are ascending; made ascending</source>
        <translation>%1: a coluna de chave primária %2 é DESC; as chaves do PostgreSQL são ascendentes; tornada ascendente</translation>
    </message>
    <message>
        <source>%1: key column %2 is nullable; PostgreSQL key columns are NOT NULL; made NOT NULL</source>
        <translation>%1: a coluna de chave %2 aceita nulos; as colunas de chave do PostgreSQL são NOT NULL; tornada NOT NULL</translation>
    </message>
    <message>
        <source>%1: foreign key %2 is NOT ENFORCED, which PostgreSQL cannot express; dropped</source>
        <translation>%1: a chave estrangeira %2 é NOT ENFORCED, o que o PostgreSQL não consegue expressar; descartada</translation>
    </message>
    <message>
        <source>%1: check %2</source>
        <translation>%1: verificação %2</translation>
    </message>
    <message>
        <source>%1: option %2 = %3 has no PostgreSQL spelling; dropped</source>
        <translation>%1: a opção %2 = %3 não tem grafia em PostgreSQL; descartada</translation>
    </message>
    <message>
        <source>%1: column %2</source>
        <translation>%1: coluna %2</translation>
    </message>
    <message>
        <source>%1: BYTES(%2) becomes bytea, which has no length limit</source>
        <translation>%1: BYTES(%2) vira bytea, que não tem limite de comprimento</translation>
    </message>
    <message>
        <source>%1: ON UPDATE (%2) cannot be expressed in PostgreSQL; dropped</source>
        <translation>%1: ON UPDATE (%2) não pode ser expresso em PostgreSQL; descartado</translation>
    </message>
    <message>
        <source>%1: PLACEMENT KEY cannot be expressed in PostgreSQL; dropped</source>
        <translation>%1: PLACEMENT KEY não pode ser expressa em PostgreSQL; descartada</translation>
    </message>
    <message>
        <source>%1: allow_commit_timestamp on a non-TIMESTAMP column; dropped</source>
        <translation>%1: allow_commit_timestamp em uma coluna que não é TIMESTAMP; descartado</translation>
    </message>
    <message>
        <source>%1 DEFAULT</source>
        <translation>%1 DEFAULT</translation>
    </message>
    <message>
        <source>%1 ON UPDATE</source>
        <translation>%1 ON UPDATE</translation>
    </message>
    <message>
        <source>%1 AS</source>
        <translation>%1 AS</translation>
    </message>
    <message>
        <source>index %1</source>
        <translation>índice %1</translation>
    </message>
    <message>
        <source>%1: NULLS FIRST/LAST on %2 cannot be expressed in GoogleSQL; dropped</source>
        <translation>%1: NULLS FIRST/LAST em %2 não pode ser expresso em GoogleSQL; descartado</translation>
    </message>
    <message>
        <source>grant on TABLE FUNCTION %1: PostgreSQL grants on FUNCTION; kind changed</source>
        <translation>concessão em TABLE FUNCTION %1: o PostgreSQL concede em FUNCTION; tipo alterado</translation>
    </message>
    <message>
        <source>grant on %1: function signatures are PostgreSQL syntax; kept as written</source>
        <translation>concessão em %1: assinaturas de função são sintaxe do PostgreSQL; mantidas como escritas</translation>
    </message>
    <message>
        <source>bytes literal %1 kept as written</source>
        <translation>literal de bytes %1 mantido como escrito</translation>
    </message>
    <message>
        <source>cast to %1 kept as written</source>
        <translation>conversão para %1 mantida como escrita</translation>
    </message>
    <message>
        <source>function %1 may not exist in PostgreSQL; kept as written</source>
        <translation>a função %1 pode não existir no PostgreSQL; mantida como escrita</translation>
    </message>
    <message>
        <source>function %1 may not exist in GoogleSQL; kept as written</source>
        <translation>a função %1 pode não existir no GoogleSQL; mantida como escrita</translation>
    </message>
    <message>
        <source>%1: generated column %2 reads generated column(s) %3, which PostgreSQL does not allow; written with their expressions in place of their names</source>
        <translation>%1: a coluna gerada %2 lê a(s) coluna(s) gerada(s) %3, o que o PostgreSQL não permite; escrita com as expressões delas no lugar dos nomes</translation>
    </message>
    <message>
        <source>%1: zero-column PRIMARY KEY () cannot be expressed in PostgreSQL, which requires a key column</source>
        <translation>%1: PRIMARY KEY () sem colunas não pode ser expressa em PostgreSQL, que exige uma coluna de chave</translation>
    </message>
    <message>
        <source>%1: key column %2 is NUMERIC; PostgreSQL numeric cannot be a key column</source>
        <translation>%1: a coluna de chave %2 é NUMERIC; numeric do PostgreSQL não pode ser coluna de chave</translation>
    </message>
    <message>
        <source>%1: HIDDEN applies only to generated columns in PostgreSQL; dropped</source>
        <translation>%1: HIDDEN só se aplica a colunas geradas no PostgreSQL; descartado</translation>
    </message>
    <message>
        <source>%1 DEFAULT: the empty array [] is written %2</source>
        <translation>%1 DEFAULT: o array vazio [] é escrito %2</translation>
    </message>
    <message>
        <source>%1 DEFAULT: the literal %2 is numeric in PostgreSQL; written %3</source>
        <translation>%1 DEFAULT: o literal %2 é numeric no PostgreSQL; escrito %3</translation>
    </message>
    <message>
        <source>a subquery in FROM gets an alias, which PostgreSQL requires</source>
        <translation>uma subconsulta em FROM recebe um alias, que o PostgreSQL exige</translation>
    </message>
    <message>
        <source>empty array literal [] has no element type in PostgreSQL; kept as ARRAY[]</source>
        <translation>o literal de array vazio [] não tem tipo de elemento no PostgreSQL; mantido como ARRAY[]</translation>
    </message>
    <message>
        <source>%1 subscript is written as a 1-based PostgreSQL subscript</source>
        <translation>o índice %1 é escrito como um índice do PostgreSQL, que começa em 1</translation>
    </message>
    <message>
        <source>%1 subscript: an index out of range gives NULL in PostgreSQL, not an error</source>
        <translation>índice %1: um índice fora do intervalo dá NULL no PostgreSQL, não um erro</translation>
    </message>
    <message>
        <source>a PostgreSQL subscript [i] is written [SAFE_ORDINAL(i)] in GoogleSQL</source>
        <translation>um índice do PostgreSQL [i] é escrito [SAFE_ORDINAL(i)] no GoogleSQL</translation>
    </message>
    <message>
        <source>a cast to text is written CAST(... AS STRING), which comes back as varchar</source>
        <translation>uma conversão para text é escrita CAST(... AS STRING), que volta como varchar</translation>
    </message>
    <message>
        <source>cast to boolean: PostgreSQL casts only boolean and text values to boolean, GoogleSQL also INT64</source>
        <translation>conversão para boolean: o PostgreSQL converte para boolean apenas valores boolean e text, o GoogleSQL também INT64</translation>
    </message>
    <message>
        <source>SELECT AS %1 has no PostgreSQL equivalent</source>
        <translation>SELECT AS %1 não tem equivalente no PostgreSQL</translation>
    </message>
    <message>
        <source>%1 without SEQUENCE name kept as written</source>
        <translation>%1 sem nome de SEQUENCE mantido como escrito</translation>
    </message>
    <message>
        <source>%1 with a computed argument kept as written</source>
        <translation>%1 com argumento calculado mantido como escrito</translation>
    </message>
    <message>
        <source>function %1 has no PostgreSQL equivalent</source>
        <translation>a função %1 não tem equivalente no PostgreSQL</translation>
    </message>
    <message>
        <source>%1: PostgreSQL has no SAFE. prefix; errors are not turned into NULL</source>
        <translation>%1: o PostgreSQL não tem o prefixo SAFE.; erros não viram NULL</translation>
    </message>
    <message>
        <source>%1 is written %2 in PostgreSQL</source>
        <translation>%1 é escrito %2 no PostgreSQL</translation>
    </message>
    <message>
        <source>%1 is written %2 in GoogleSQL</source>
        <translation>%1 é escrito %2 no GoogleSQL</translation>
    </message>
    <message>
        <source>CURRENT_TIMESTAMP comes back as CURRENT_TIMESTAMP()</source>
        <translation>CURRENT_TIMESTAMP volta como CURRENT_TIMESTAMP()</translation>
    </message>
    <message>
        <source>string %1 comes back as %2</source>
        <translation>a string %1 volta como %2</translation>
    </message>
    <message>
        <source>index %1: PostgreSQL creates an index in the schema of its table %2; written as %3</source>
        <translation>índice %1: o PostgreSQL cria um índice no esquema da sua tabela %2; escrito como %3</translation>
    </message>
</context>
<context>
    <name>ssd::DatabaseController</name>
    <message>
        <source>Open &amp;Database...</source>
        <translation>Abrir &amp;banco de dados...</translation>
    </message>
    <message>
        <source>Read the schema of a Cloud Spanner database (or the emulator&apos;s) into a new design</source>
        <translation>Lê o esquema de um banco de dados do Cloud Spanner (ou do emulador) para um novo projeto</translation>
    </message>
    <message>
        <source>&amp;Compare with Database...</source>
        <translation>&amp;Comparar com o banco de dados...</translation>
    </message>
    <message>
        <source>The steps that would take the design&apos;s database to the design</source>
        <translation>As etapas que levariam o banco de dados do projeto ao projeto</translation>
    </message>
    <message>
        <source>&amp;Apply to Database...</source>
        <translation>&amp;Aplicar ao banco de dados...</translation>
    </message>
    <message>
        <source>Run the chosen steps against the design&apos;s database</source>
        <translation>Executa as etapas escolhidas no banco de dados do projeto</translation>
    </message>
    <message>
        <source>&amp;Update from Database</source>
        <translation>A&amp;tualizar a partir do banco de dados</translation>
    </message>
    <message>
        <source>Bring the database&apos;s schema into the design (one undo step; positions are kept)</source>
        <translation>Traz o esquema do banco de dados para o projeto (um passo de desfazer; as posições são mantidas)</translation>
    </message>
    <message>
        <source>Data&amp;base</source>
        <translation>&amp;Banco de dados</translation>
    </message>
    <message>
        <source>Database: %1</source>
        <translation>Banco de dados: %1</translation>
    </message>
    <message>
        <source>Choose the Design&apos;s Database</source>
        <translation>Escolher o banco de dados do projeto</translation>
    </message>
    <message>
        <source>Reading the schema of %1...</source>
        <translation>Lendo o esquema de %1...</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>Cancelado.</translation>
    </message>
    <message>
        <source>Database</source>
        <translation>Banco de dados</translation>
    </message>
    <message>
        <source>Could not read %1:

%2</source>
        <translation>Não foi possível ler %1:

%2</translation>
    </message>
    <message>
        <source>The schema of %1 could not be read:

%2:%3:%4: %5</source>
        <translation>Não foi possível ler o esquema de %1:

%2:%3:%4: %5</translation>
    </message>
    <message numerus="yes">
        <source>Opened %1 (%2, %n table(s)).</source>
        <translation>
            <numerusform>%1 aberto (%2, %n tabela).</numerusform>
            <numerusform>%1 aberto (%2, %n tabelas).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Applying %n statement(s) to %1...</source>
        <translation>
            <numerusform>Aplicando %n instrução em %1...</numerusform>
            <numerusform>Aplicando %n instruções em %1...</numerusform>
        </translation>
    </message>
    <message>
        <source>Statement %1 of %2</source>
        <translation>Instrução %1 de %2</translation>
    </message>
    <message>
        <source>(%1% done)</source>
        <translation>(%1% concluído)</translation>
    </message>
    <message>
        <source>(throttled by Spanner)</source>
        <translation>(limitado pelo Spanner)</translation>
    </message>
    <message>
        <source>Apply to Database</source>
        <translation>Aplicar ao banco de dados</translation>
    </message>
    <message numerus="yes">
        <source>Applied %n statement(s) to %1.</source>
        <translation>
            <numerusform>%n instrução aplicada em %1.</numerusform>
            <numerusform>%n instruções aplicadas em %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Stopped waiting for %1. Spanner had applied %2 of %3 statement(s) by then; a batch already sent goes on in Spanner. Compare with Database shows where it stands.</source>
        <translation>Deixou de esperar por %1. Até então o Spanner tinha aplicado %2 de %3 instrução(ões); um lote já enviado continua no Spanner. Comparar com o banco de dados mostra em que ponto ele está.</translation>
    </message>
    <message>
        <source>Nothing was applied to %1:

%2</source>
        <translation>Nada foi aplicado em %1:

%2</translation>
    </message>
    <message>
        <source>Spanner applied %1 of %2 statement(s) to %3 and stopped at statement %4:

%5

The statements before it stay applied (Spanner does not roll them back).</source>
        <translation>O Spanner aplicou %1 de %2 instrução(ões) em %3 e parou na instrução %4:

%5

As instruções anteriores continuam aplicadas (o Spanner não as desfaz).</translation>
    </message>
    <message>
        <source>Applied:</source>
        <translation>Aplicadas:</translation>
    </message>
    <message>
        <source>Failed:</source>
        <translation>Falhou:</translation>
    </message>
    <message>
        <source>Not applied:</source>
        <translation>Não aplicadas:</translation>
    </message>
    <message>
        <source>Update from %1</source>
        <translation>Atualizar a partir de %1</translation>
    </message>
    <message>
        <source>The design already matches %1.</source>
        <translation>O projeto já corresponde a %1.</translation>
    </message>
    <message>
        <source>Updated the design from %1 (Undo takes it back).</source>
        <translation>Projeto atualizado a partir de %1 (Desfazer volta atrás).</translation>
    </message>
</context>
<context>
    <name>ssd::DatabasePlanDialog</name>
    <message>
        <source>Apply to Database</source>
        <translation>Aplicar ao banco de dados</translation>
    </message>
    <message>
        <source>Compare with Database</source>
        <translation>Comparar com o banco de dados</translation>
    </message>
    <message>
        <source>The ticked steps take %1 to the design. They run as one batch; Spanner keeps the statements applied before one that fails.</source>
        <translation>As etapas marcadas levam %1 ao projeto. Elas rodam como um só lote; o Spanner mantém as instruções aplicadas antes de uma que falhe.</translation>
    </message>
    <message>
        <source>What would take %1 to the design.</source>
        <translation>O que levaria %1 ao projeto.</translation>
    </message>
    <message>
        <source>Save Script...</source>
        <translation>Salvar script...</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Aplicar</translation>
    </message>
    <message>
        <source>Some ticked steps may need a step that is left out:
%1

Apply anyway?</source>
        <translation>Algumas etapas marcadas podem precisar de uma etapa deixada de fora:
%1

Aplicar mesmo assim?</translation>
    </message>
    <message>
        <source>Save Script</source>
        <translation>Salvar script</translation>
    </message>
    <message>
        <source>DDL files (*.sql *.ddl)</source>
        <translation>Arquivos DDL (*.sql *.ddl)</translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation>Não foi possível gravar %1: %2</translation>
    </message>
</context>
<context>
    <name>ssd::Ddl</name>
    <message>
        <source>&apos;#&apos; comment at %1</source>
        <translation>comentário &apos;#&apos; em %1</translation>
    </message>
    <message>
        <source>back-quoted identifier at %1</source>
        <translation>identificador entre crases em %1</translation>
    </message>
    <message>
        <source>dollar-quoted string at %1</source>
        <translation>string entre cifrões em %1</translation>
    </message>
    <message>
        <source>PRIMARY KEY after the column list at %1</source>
        <translation>PRIMARY KEY depois da lista de colunas em %1</translation>
    </message>
    <message>
        <source>keyword %1 at %2</source>
        <translation>palavra-chave %1 em %2</translation>
    </message>
    <message>
        <source>spanner.* name at %1</source>
        <translation>nome spanner.* em %1</translation>
    </message>
    <message>
        <source>no dialect-specific signal; GoogleSQL assumed</source>
        <translation>nenhum sinal específico de dialeto; GoogleSQL presumido</translation>
    </message>
    <message>
        <source>--dialect option</source>
        <translation>opção --dialect</translation>
    </message>
</context>
<context>
    <name>ssd::DdlDock</name>
    <message>
        <source>DDL</source>
        <translation>DDL</translation>
    </message>
    <message>
        <source>In sync with the diagram.</source>
        <translation>Sincronizada com o diagrama.</translation>
    </message>
    <message>
        <source>Line %1, column %2: %3 (the diagram shows the last valid DDL)</source>
        <translation>Linha %1, coluna %2: %3 (o diagrama mostra a última DDL válida)</translation>
    </message>
    <message>
        <source>Editing...</source>
        <translation>Editando...</translation>
    </message>
    <message>
        <source>Edit DDL</source>
        <translation>Editar DDL</translation>
    </message>
    <message numerus="yes">
        <source>Applied, with %n warning(s).</source>
        <translation>
            <numerusform>Aplicada, com %n aviso.</numerusform>
            <numerusform>Aplicada, com %n avisos.</numerusform>
        </translation>
    </message>
    <message>
        <source>Applied to the diagram.</source>
        <translation>Aplicada ao diagrama.</translation>
    </message>
    <message>
        <source>%1 (converted)</source>
        <translation>%1 (convertida)</translation>
    </message>
</context>
<context>
    <name>ssd::DdlExportDialog</name>
    <message>
        <source>One file</source>
        <translation>Um arquivo</translation>
    </message>
    <message>
        <source>One file per table, in a folder</source>
        <translation>Um arquivo por tabela, em uma pasta</translation>
    </message>
    <message>
        <source>Export DDL</source>
        <translation>Exportar DDL</translation>
    </message>
    <message>
        <source>GoogleSQL (this schema&apos;s dialect)</source>
        <translation>GoogleSQL (dialeto deste esquema)</translation>
    </message>
    <message>
        <source>GoogleSQL (converted)</source>
        <translation>GoogleSQL (convertido)</translation>
    </message>
    <message>
        <source>PostgreSQL (this schema&apos;s dialect)</source>
        <translation>PostgreSQL (dialeto deste esquema)</translation>
    </message>
    <message>
        <source>PostgreSQL (converted)</source>
        <translation>PostgreSQL (convertido)</translation>
    </message>
    <message>
        <source>Each table with its indexes and foreign keys in its own file; every other statement in %1.</source>
        <translation>Cada tabela com seus índices e chaves estrangeiras em um arquivo próprio; todas as outras instruções em %1.</translation>
    </message>
    <message>
        <source>Browse...</source>
        <translation>Procurar...</translation>
    </message>
    <message>
        <source>Dialect</source>
        <translation>Dialeto</translation>
    </message>
    <message>
        <source>Files</source>
        <translation>Arquivos</translation>
    </message>
    <message>
        <source>Save to</source>
        <translation>Salvar em</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exportar</translation>
    </message>
    <message>
        <source>File, e.g. schema.sql</source>
        <translation>Arquivo, por exemplo schema.sql</translation>
    </message>
    <message>
        <source>Folder for the files</source>
        <translation>Pasta para os arquivos</translation>
    </message>
    <message>
        <source>Export DDL to</source>
        <translation>Exportar DDL para</translation>
    </message>
    <message>
        <source>DDL files (*.sql *.ddl);;All files (*)</source>
        <translation>Arquivos DDL (*.sql *.ddl);;Todos os arquivos (*)</translation>
    </message>
    <message>
        <source>Export DDL to the folder</source>
        <translation>Exportar DDL para a pasta</translation>
    </message>
    <message>
        <source>Choose the file to export to.</source>
        <translation>Escolha o arquivo para onde exportar.</translation>
    </message>
    <message>
        <source>Choose the folder to export to.</source>
        <translation>Escolha a pasta para onde exportar.</translation>
    </message>
    <message>
        <source>%1 is a file; choose a folder for one file per table.</source>
        <translation>%1 é um arquivo; escolha uma pasta para um arquivo por tabela.</translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) already exist in %1 and will be replaced. Continue?</source>
        <translation>
            <numerusform>%n arquivo já existe em %1 e será substituído. Continuar?</numerusform>
            <numerusform>%n arquivos já existem em %1 e serão substituídos. Continuar?</numerusform>
        </translation>
    </message>
    <message>
        <source>Export cancelled.</source>
        <translation>Exportação cancelada.</translation>
    </message>
    <message>
        <source>Exported the DDL to %1.</source>
        <translation>DDL exportada para %1.</translation>
    </message>
    <message numerus="yes">
        <source>Exported %n file(s) to %1.</source>
        <translation>
            <numerusform>%n arquivo exportado para %1.</numerusform>
            <numerusform>%n arquivos exportados para %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n conversion note(s): see the converted DDL tab.</source>
        <translation>
            <numerusform>%n nota de conversão: veja a aba da DDL convertida.</numerusform>
            <numerusform>%n notas de conversão: veja a aba da DDL convertida.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ssd::DesignHintsBox</name>
    <message>
        <source>Not said</source>
        <translation>Não informado</translation>
    </message>
    <message>
        <source>Sequential (counter)</source>
        <translation>Sequencial (contador)</translation>
    </message>
    <message>
        <source>Timestamp</source>
        <translation>Carimbo de data/hora</translation>
    </message>
    <message>
        <source>Random UUID (v4)</source>
        <translation>UUID aleatório (v4)</translation>
    </message>
    <message>
        <source>Time-ordered UUID (v1, v7, ULID)</source>
        <translation>UUID ordenado por tempo (v1, v7, ULID)</translation>
    </message>
    <message>
        <source>Bit-reversed sequence</source>
        <translation>Sequência com bits invertidos</translation>
    </message>
    <message>
        <source>Hash of another value</source>
        <translation>Hash de outro valor</translation>
    </message>
    <message>
        <source>Checklist hints and note</source>
        <translation>Dicas para a lista de verificação e nota</translation>
    </message>
    <message>
        <source>Expected rows per parent</source>
        <translation>Linhas esperadas por pai</translation>
    </message>
    <message>
        <source>no estimate</source>
        <translation>sem estimativa</translation>
    </message>
    <message>
        <source>How many rows of this table one parent row will have. With the row size it tells whether a parent&apos;s row tree stays small (interleave-unbounded-children).</source>
        <translation>Quantas linhas desta tabela uma linha pai terá. Com o tamanho da linha, diz se a árvore de linhas de um pai continua pequena (interleave-unbounded-children).</translation>
    </message>
    <message>
        <source>How the application generates the key:</source>
        <translation>Como a aplicação gera a chave:</translation>
    </message>
    <message>
        <source>The checklist warns about keys that grow in one direction (pk-monotonic-first-column, pk-sequential-integer-first); say how the values are made when the DDL does not show it.</source>
        <translation>A lista de verificação avisa sobre chaves que crescem em uma só direção (pk-monotonic-first-column, pk-sequential-integer-first); diga como os valores são gerados quando a DDL não mostra isso.</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Nota</translation>
    </message>
    <message>
        <source>Your note on this table, saved with the design (not in the DDL). Ctrl+Return or leaving the field applies it.</source>
        <translation>Sua nota sobre esta tabela, salva com o design (não na DDL). Ctrl+Return ou sair do campo a aplica.</translation>
    </message>
</context>
<context>
    <name>ssd::DiagramExporter</name>
    <message>
        <source>Exporting the diagram…</source>
        <translation>Exportando o diagrama…</translation>
    </message>
    <message>
        <source>Export cancelled: nothing was written.</source>
        <translation>Exportação cancelada: nada foi gravado.</translation>
    </message>
</context>
<context>
    <name>ssd::DiagramPainter</name>
    <message>
        <source>(no columns)</source>
        <translation>(sem colunas)</translation>
    </message>
    <message numerus="yes">
        <source>%n idx</source>
        <comment>the number of indexes, abbreviated, on a table header</comment>
        <translation>
            <numerusform>%n índ.</numerusform>
            <numerusform>%n índ.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ssd::DiagramScene</name>
    <message>
        <source>Create table %1</source>
        <translation>Criar tabela %1</translation>
    </message>
    <message>
        <source>Interleave %1 in %2</source>
        <translation>Intercalar %1 em %2</translation>
    </message>
    <message>
        <source>%1 is now interleaved in %2.</source>
        <translation>%1 agora está intercalada em %2.</translation>
    </message>
    <message>
        <source>Add foreign key %1 -&gt; %2</source>
        <translation>Adicionar chave estrangeira %1 -&gt; %2</translation>
    </message>
    <message>
        <source>Foreign key added.</source>
        <translation>Chave estrangeira adicionada.</translation>
    </message>
    <message>
        <source>Add foreign key %1.%2 -&gt; %3.%4</source>
        <translation>Adicionar chave estrangeira %1.%2 -&gt; %3.%4</translation>
    </message>
    <message>
        <source>Remove %1 from the key</source>
        <translation>Remover %1 da chave</translation>
    </message>
    <message>
        <source>Add %1 to the key</source>
        <translation>Adicionar %1 à chave</translation>
    </message>
    <message>
        <source>Drag a key column&apos;s marker onto another key column to reorder the key.</source>
        <translation>Arraste o marcador de uma coluna de chave sobre outra coluna de chave para reordenar a chave.</translation>
    </message>
    <message>
        <source>Reorder the key of %1</source>
        <translation>Reordenar a chave de %1</translation>
    </message>
    <message>
        <source>Release to make %1 key column %2.</source>
        <translation>Solte para tornar %1 a coluna de chave %2.</translation>
    </message>
</context>
<context>
    <name>ssd::ExportDocsDialog</name>
    <message>
        <source>Export Documentation</source>
        <translation>Exportar documentação</translation>
    </message>
    <message>
        <source>An index page and one page per table (columns, keys, interleaving, indexes, foreign keys, row deletion policy, checklist findings) with ER diagrams.</source>
        <translation>Uma página de índice e uma página por tabela (colunas, chaves, intercalação, índices, chaves estrangeiras, política de exclusão de linhas, apontamentos da lista de verificação) com diagramas ER.</translation>
    </message>
    <message>
        <source>Markdown (README.md, Mermaid diagrams for GitHub)</source>
        <translation>Markdown (README.md, diagramas Mermaid para o GitHub)</translation>
    </message>
    <message>
        <source>HTML (index.html, for any web server or browser)</source>
        <translation>HTML (index.html, para qualquer servidor web ou navegador)</translation>
    </message>
    <message>
        <source>&amp;Format:</source>
        <translation>&amp;Formato:</translation>
    </message>
    <message>
        <source>The folder to write the pages into</source>
        <translation>A pasta onde gravar as páginas</translation>
    </message>
    <message>
        <source>&amp;Browse...</source>
        <translation>&amp;Procurar...</translation>
    </message>
    <message>
        <source>F&amp;older:</source>
        <translation>&amp;Pasta:</translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation>&amp;Exportar</translation>
    </message>
    <message>
        <source>Choose the folder to write the documentation into.</source>
        <translation>Escolha a pasta onde gravar a documentação.</translation>
    </message>
    <message>
        <source>The export was cancelled; nothing was written.</source>
        <translation>A exportação foi cancelada; nada foi gravado.</translation>
    </message>
    <message numerus="yes">
        <source>Documentation written to %1 (%n file(s))</source>
        <translation>
            <numerusform>Documentação gravada em %1 (%n arquivo)</numerusform>
            <numerusform>Documentação gravada em %1 (%n arquivos)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ssd::ExportMigrationDialog</name>
    <message>
        <source>SQL files (*.sql);;All files (*)</source>
        <translation>Arquivos SQL (*.sql);;Todos os arquivos (*)</translation>
    </message>
    <message>
        <source>Could not create %1: %2</source>
        <translation>Não foi possível criar %1: %2</translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation>Não foi possível gravar %1: %2</translation>
    </message>
    <message>
        <source>One file:</source>
        <translation>Um arquivo:</translation>
    </message>
    <message>
        <source>The next file in a migrations folder:</source>
        <translation>O próximo arquivo de uma pasta de migrações:</translation>
    </message>
    <message>
        <source>Export Migration</source>
        <translation>Exportar migração</translation>
    </message>
    <message>
        <source>e.g. add singers</source>
        <translation>ex.: adiciona cantores</translation>
    </message>
    <message>
        <source>Browse...</source>
        <translation>Procurar...</translation>
    </message>
    <message>
        <source>Compare the design with</source>
        <translation>Comparar o projeto com</translation>
    </message>
    <message>
        <source>Write the ticked steps to</source>
        <translation>Gravar as etapas marcadas em</translation>
    </message>
    <message>
        <source>Naming</source>
        <translation>Nomenclatura</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exportar</translation>
    </message>
    <message>
        <source>Nothing: a new design, so every object is created</source>
        <translation>Nada: um projeto novo, então todo objeto é criado</translation>
    </message>
    <message>
        <source>The version last opened or saved (%1)</source>
        <translation>A versão aberta ou salva por último (%1)</translation>
    </message>
    <message>
        <source>Could not read the baseline: %1</source>
        <translation>Não foi possível ler a versão de base: %1</translation>
    </message>
    <message>
        <source>Compare with</source>
        <translation>Comparar com</translation>
    </message>
    <message>
        <source>Spanner designs and DDL (*.spdesign *.sql *.ddl);;All files (*)</source>
        <translation>Projetos do Spanner e DDL (*.spdesign *.sql *.ddl);;Todos os arquivos (*)</translation>
    </message>
    <message>
        <source>Export Migration to</source>
        <translation>Exportar a migração para</translation>
    </message>
    <message>
        <source>Migrations folder</source>
        <translation>Pasta de migrações</translation>
    </message>
    <message>
        <source>migrations folder, e.g. db/migrations</source>
        <translation>pasta de migrações, ex.: db/migrations</translation>
    </message>
    <message>
        <source>file, e.g. migration.sql</source>
        <translation>arquivo, ex.: migracao.sql</translation>
    </message>
    <message>
        <source>Choose the folder of the migrations.</source>
        <translation>Escolha a pasta das migrações.</translation>
    </message>
    <message numerus="yes">
        <source>Next file: %1, after the %n %2 file(s) there.</source>
        <translation>
            <numerusform>Próximo arquivo: %1, depois do %n arquivo %2 que já está lá.</numerusform>
            <numerusform>Próximo arquivo: %1, depois dos %n arquivos %2 que já estão lá.</numerusform>
        </translation>
    </message>
    <message>
        <source>Next file: %1. The folder has no migrations yet: choose the naming.</source>
        <translation>Próximo arquivo: %1. A pasta ainda não tem migrações: escolha a nomenclatura.</translation>
    </message>
    <message>
        <source>The folder mixes namings; the latest file&apos;s is followed.</source>
        <translation>A pasta mistura nomenclaturas; segue-se a do arquivo mais recente.</translation>
    </message>
    <message>
        <source>No changes: there is nothing to write.</source>
        <translation>Nenhuma alteração: não há nada a gravar.</translation>
    </message>
    <message>
        <source>No step is ticked: there is nothing to write.</source>
        <translation>Nenhuma etapa marcada: não há nada a gravar.</translation>
    </message>
    <message>
        <source>Choose the file to write.</source>
        <translation>Escolha o arquivo a gravar.</translation>
    </message>
    <message>
        <source>Choose the migrations folder.</source>
        <translation>Escolha a pasta de migrações.</translation>
    </message>
    <message>
        <source>%1 is a folder; choose a file name, or write into the folder as its next migration.</source>
        <translation>%1 é uma pasta; escolha um nome de arquivo, ou grave na pasta como a próxima migração dela.</translation>
    </message>
    <message>
        <source>Write the migration anyway?</source>
        <translation>Gravar a migração mesmo assim?</translation>
    </message>
    <message>
        <source>Export cancelled.</source>
        <translation>Exportação cancelada.</translation>
    </message>
    <message>
        <source>%1 already exists. Replace it?</source>
        <translation>%1 já existe. Substituir?</translation>
    </message>
    <message>
        <source>Could not create the folder %1.</source>
        <translation>Não foi possível criar a pasta %1.</translation>
    </message>
    <message numerus="yes">
        <source>Wrote %n step(s) to %1.</source>
        <translation>
            <numerusform>%n etapa gravada em %1.</numerusform>
            <numerusform>%n etapas gravadas em %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n step(s) left out.</source>
        <translation>
            <numerusform>%n etapa deixada de fora.</numerusform>
            <numerusform>%n etapas deixadas de fora.</numerusform>
        </translation>
    </message>
    <message>
        <source>Another design, DDL file or migrations folder:</source>
        <translation>Outro projeto, arquivo DDL ou pasta de migrações:</translation>
    </message>
    <message>
        <source>a .spdesign or .sql file, or a folder of migrations</source>
        <translation>um arquivo .spdesign ou .sql, ou uma pasta de migrações</translation>
    </message>
    <message>
        <source>Folder...</source>
        <translation>Pasta...</translation>
    </message>
    <message>
        <source>The schema that a folder&apos;s migrations build, applied in order</source>
        <translation>O esquema que as migrações de uma pasta constroem, aplicadas em ordem</translation>
    </message>
    <message>
        <source>Compare with the migrations in</source>
        <translation>Comparar com as migrações de</translation>
    </message>
    <message>
        <source>Planning the migration...</source>
        <translation>Planejando a migração...</translation>
    </message>
    <message>
        <source>Reading %1 and planning the migration...</source>
        <translation>Lendo %1 e planejando a migração...</translation>
    </message>
    <message>
        <source>The migration is still being planned.</source>
        <translation>A migração ainda está sendo planejada.</translation>
    </message>
</context>
<context>
    <name>ssd::FileController</name>
    <message>
        <source>Save</source>
        <translation>Salvar</translation>
    </message>
    <message>
        <source>Saved %1.</source>
        <translation>%1 salvo.</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Abrir</translation>
    </message>
    <message>
        <source>Spanner designs (*.spdesign)</source>
        <translation>Projetos do Spanner (*.spdesign)</translation>
    </message>
    <message>
        <source>Spanner designs and DDL (*.spdesign *.sql *.ddl);;Spanner designs (*.spdesign);;DDL files (*.sql *.ddl);;All files (*)</source>
        <translation>Projetos do Spanner e DDL (*.spdesign *.sql *.ddl);;Projetos do Spanner (*.spdesign);;Arquivos DDL (*.sql *.ddl);;Todos os arquivos (*)</translation>
    </message>
    <message>
        <source>%1 (imported)</source>
        <translation>%1 (importado)</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>Sem título</translation>
    </message>
    <message>
        <source>New design.</source>
        <translation>Novo projeto.</translation>
    </message>
    <message>
        <source>Open Design or DDL</source>
        <translation>Abrir projeto ou DDL</translation>
    </message>
    <message>
        <source>Could not open %1.</source>
        <translation>Não foi possível abrir %1.</translation>
    </message>
    <message numerus="yes">
        <source>Opened %1 with %n warning(s): %2</source>
        <translation>
            <numerusform>%1 aberto com %n aviso: %2</numerusform>
            <numerusform>%1 aberto com %n avisos: %2</numerusform>
        </translation>
    </message>
    <message>
        <source>Opened %1 (format version %2; saving writes version %3).</source>
        <translation>%1 aberto (versão de formato %2; ao salvar, grava a versão %3).</translation>
    </message>
    <message numerus="yes">
        <source>Opened %1 (%n table(s)).</source>
        <translation>
            <numerusform>%1 aberto (%n tabela).</numerusform>
            <numerusform>%1 aberto (%n tabelas).</numerusform>
        </translation>
    </message>
    <message>
        <source>Opened %1 (no tables).</source>
        <translation>%1 aberto (nenhuma tabela).</translation>
    </message>
    <message numerus="yes">
        <source>Imported %1 with %n error(s); see the DDL dock.</source>
        <translation>
            <numerusform>%1 importado com %n erro; veja o painel DDL.</numerusform>
            <numerusform>%1 importado com %n erros; veja o painel DDL.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Imported %1 (%2, %n table(s)). Save stores it as a design (.spdesign).</source>
        <translation>
            <numerusform>%1 importado (%2, %n tabela). Ao salvar, ele vira um projeto (.spdesign).</numerusform>
            <numerusform>%1 importado (%2, %n tabelas). Ao salvar, ele vira um projeto (.spdesign).</numerusform>
        </translation>
    </message>
    <message>
        <source>Imported %1 (%2, no tables). Save stores it as a design (.spdesign).</source>
        <translation>%1 importado (%2, nenhuma tabela). Ao salvar, ele vira um projeto (.spdesign).</translation>
    </message>
    <message>
        <source>Could not save %1.</source>
        <translation>Não foi possível salvar %1.</translation>
    </message>
    <message>
        <source>Nothing was overwritten. Use Save As to save the design somewhere else.</source>
        <translation>Nada foi sobrescrito. Use Salvar como para salvar o projeto em outro lugar.</translation>
    </message>
    <message>
        <source>Save Design As</source>
        <translation>Salvar projeto como</translation>
    </message>
    <message>
        <source>%1 is a DDL file name.</source>
        <translation>%1 é um nome de arquivo DDL.</translation>
    </message>
    <message>
        <source>Saving writes a design file (.spdesign) that keeps the diagram positions and settings with the schema. To write DDL text only, use File &gt; Export DDL.</source>
        <translation>Salvar grava um arquivo de projeto (.spdesign), que guarda as posições do diagrama e as configurações junto com o esquema. Para gravar apenas o texto DDL, use Arquivo &gt; Exportar DDL.</translation>
    </message>
    <message>
        <source>Save as %1</source>
        <translation>Salvar como %1</translation>
    </message>
    <message>
        <source>Export DDL to %1</source>
        <translation>Exportar DDL para %1</translation>
    </message>
    <message>
        <source>Exported the DDL to %1; the design itself is not saved.</source>
        <translation>DDL exportada para %1; o projeto em si não foi salvo.</translation>
    </message>
    <message>
        <source>%1 already exists. Replace it?</source>
        <translation>%1 já existe. Substituir?</translation>
    </message>
    <message>
        <source>Save As</source>
        <translation>Salvar como</translation>
    </message>
    <message>
        <source>Nothing was overwritten. Choose another folder or name.</source>
        <translation>Nada foi sobrescrito. Escolha outra pasta ou outro nome.</translation>
    </message>
    <message>
        <source>Revert</source>
        <translation>Reverter</translation>
    </message>
    <message>
        <source>Discard all unsaved changes and reload %1 as it was last saved?</source>
        <translation>Descartar todas as alterações não salvas e recarregar %1 como foi salvo pela última vez?</translation>
    </message>
    <message>
        <source>Could not reload %1; your changes are still open.</source>
        <translation>Não foi possível recarregar %1; suas alterações continuam abertas.</translation>
    </message>
    <message>
        <source>Reverted to the saved %1.</source>
        <translation>Revertido para %1 salvo.</translation>
    </message>
    <message>
        <source>Export DDL</source>
        <translation>Exportar DDL</translation>
    </message>
    <message>
        <source>Could not export the DDL.</source>
        <translation>Não foi possível exportar a DDL.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Unsaved Changes</source>
        <translation>Alterações não salvas</translation>
    </message>
    <message>
        <source>Save the changes to %1?</source>
        <translation>Salvar as alterações em %1?</translation>
    </message>
    <message>
        <source>Your changes will be lost if you don&apos;t save them.</source>
        <translation>Suas alterações serão perdidas se você não salvá-las.</translation>
    </message>
    <message numerus="yes">
        <source>Discarded the unsaved changes of %n design(s).</source>
        <translation>
            <numerusform>Alterações não salvas de %n projeto descartadas.</numerusform>
            <numerusform>Alterações não salvas de %n projetos descartadas.</numerusform>
        </translation>
    </message>
    <message>
        <source>Recover Unsaved Changes</source>
        <translation>Recuperar alterações não salvas</translation>
    </message>
    <message>
        <source>Could not restore %1.</source>
        <translation>Não foi possível restaurar %1.</translation>
    </message>
    <message>
        <source>The recovery file is kept at %1.</source>
        <translation>O arquivo de recuperação foi mantido em %1.</translation>
    </message>
    <message>
        <source>Restored the unsaved changes of %1 (autosaved %2). Save to keep them.</source>
        <translation>Alterações não salvas de %1 restauradas (salvas automaticamente em %2). Salve para mantê-las.</translation>
    </message>
    <message>
        <source>Open Recent</source>
        <translation>Abrir recente</translation>
    </message>
    <message>
        <source>%1 no longer exists.</source>
        <translation>%1 não existe mais.</translation>
    </message>
    <message>
        <source>%1 was removed from the recent files.</source>
        <translation>%1 foi removido dos arquivos recentes.</translation>
    </message>
    <message>
        <source>Restored the unsaved changes of %1 (autosaved %2), with the DDL text that was not applied yet. Save to keep them.</source>
        <translation>Alterações não salvas de %1 restauradas (salvas automaticamente em %2), com o texto DDL que ainda não tinha sido aplicado. Salve para mantê-las.</translation>
    </message>
    <message>
        <source>%1 (database)</source>
        <translation>%1 (banco de dados)</translation>
    </message>
    <message>
        <source>Did not open %1: cancelled. The design is as it was.</source>
        <translation>%1 não foi aberto: cancelado. O projeto continua como estava.</translation>
    </message>
    <message>
        <source>Did not open %1: the design was changed meanwhile and kept.</source>
        <translation>%1 não foi aberto: o projeto foi alterado nesse meio-tempo e foi mantido.</translation>
    </message>
    <message>
        <source>Did not restore the unsaved changes of %1: cancelled. They are offered again at the next start.</source>
        <translation>As alterações não salvas de %1 não foram restauradas: cancelado. Elas serão oferecidas de novo na próxima inicialização.</translation>
    </message>
    <message>
        <source>Did not restore the unsaved changes: the design was changed meanwhile and kept. They are offered again at the next start.</source>
        <translation>As alterações não salvas não foram restauradas: o projeto foi alterado nesse meio-tempo e mantido. Elas serão oferecidas de novo na próxima inicialização.</translation>
    </message>
</context>
<context>
    <name>ssd::FileOpener</name>
    <message>
        <source>Opening %1…</source>
        <translation>Abrindo %1…</translation>
    </message>
</context>
<context>
    <name>ssd::GoogleSqlParser</name>
    <message>
        <source>it is part of the primary key</source>
        <translation>ela faz parte da chave primária</translation>
    </message>
    <message>
        <source>index %1 uses it</source>
        <translation>o índice %1 a usa</translation>
    </message>
    <message>
        <source>foreign key %1 uses it</source>
        <translation>a chave estrangeira %1 a usa</translation>
    </message>
    <message>
        <source>(unnamed)</source>
        <translation>(sem nome)</translation>
    </message>
    <message>
        <source>foreign key %1 of table %2 references it</source>
        <translation>a chave estrangeira %1 da tabela %2 a referencia</translation>
    </message>
    <message>
        <source>the row deletion policy uses it</source>
        <translation>a política de exclusão de linhas a usa</translation>
    </message>
    <message>
        <source>table name</source>
        <translation>nome da tabela</translation>
    </message>
    <message>
        <source>table not found: %1</source>
        <translation>tabela não encontrada: %1</translation>
    </message>
    <message>
        <source>synonym name</source>
        <translation>nome do sinônimo</translation>
    </message>
    <message>
        <source>table %1 already has a row deletion policy (use REPLACE ROW DELETION POLICY)</source>
        <translation>a tabela %1 já tem uma política de exclusão de linhas (use REPLACE ROW DELETION POLICY)</translation>
    </message>
    <message>
        <source>constraint name</source>
        <translation>nome da restrição</translation>
    </message>
    <message>
        <source>duplicate column name %1 in table %2</source>
        <translation>nome de coluna duplicado %1 na tabela %2</translation>
    </message>
    <message>
        <source>synonym %1 not found on table %2</source>
        <translation>sinônimo %1 não encontrado na tabela %2</translation>
    </message>
    <message>
        <source>table %1 has no row deletion policy to drop</source>
        <translation>a tabela %1 não tem política de exclusão de linhas para remover</translation>
    </message>
    <message>
        <source>constraint not found: %1 on table %2</source>
        <translation>restrição não encontrada: %1 na tabela %2</translation>
    </message>
    <message>
        <source>column name</source>
        <translation>nome da coluna</translation>
    </message>
    <message>
        <source>column not found: %1 in table %2</source>
        <translation>coluna não encontrada: %1 na tabela %2</translation>
    </message>
    <message>
        <source>cannot drop column %1 of table %2: %3</source>
        <translation>não é possível remover a coluna %1 da tabela %2: %3</translation>
    </message>
    <message>
        <source>SET ON DELETE needs a table interleaved with INTERLEAVE IN PARENT; %1 is not</source>
        <translation>SET ON DELETE exige uma tabela intercalada com INTERLEAVE IN PARENT; %1 não é</translation>
    </message>
    <message>
        <source>table not found: %1 (the parent of %2)</source>
        <translation>tabela não encontrada: %1 (a tabela pai de %2)</translation>
    </message>
    <message>
        <source>cannot change the interleaving parent of table %1 from %2 to %3</source>
        <translation>não é possível mudar a tabela pai da intercalação de %1 de %2 para %3</translation>
    </message>
    <message>
        <source>ON DELETE, INTERLEAVE IN or OPTIONS after SET</source>
        <translation>ON DELETE, INTERLEAVE IN ou OPTIONS após SET</translation>
    </message>
    <message>
        <source>after REPLACE</source>
        <translation>após REPLACE</translation>
    </message>
    <message>
        <source>after REPLACE ROW</source>
        <translation>após REPLACE ROW</translation>
    </message>
    <message>
        <source>after REPLACE ROW DELETION</source>
        <translation>após REPLACE ROW DELETION</translation>
    </message>
    <message>
        <source>table %1 has no row deletion policy to replace (use ADD ROW DELETION POLICY)</source>
        <translation>a tabela %1 não tem política de exclusão de linhas para substituir (use ADD ROW DELETION POLICY)</translation>
    </message>
    <message>
        <source>after RENAME</source>
        <translation>após RENAME</translation>
    </message>
    <message>
        <source>new table name</source>
        <translation>novo nome da tabela</translation>
    </message>
    <message>
        <source>after &apos;,&apos; in ALTER TABLE RENAME TO</source>
        <translation>após &apos;,&apos; em ALTER TABLE RENAME TO</translation>
    </message>
    <message>
        <source>after ADD</source>
        <translation>após ADD</translation>
    </message>
    <message>
        <source>ADD, DROP, ALTER, SET, REPLACE or RENAME TO after ALTER TABLE %1</source>
        <translation>ADD, DROP, ALTER, SET, REPLACE ou RENAME TO após ALTER TABLE %1</translation>
    </message>
    <message>
        <source>after SET DEFAULT</source>
        <translation>após SET DEFAULT</translation>
    </message>
    <message>
        <source>after SET ON UPDATE</source>
        <translation>após SET ON UPDATE</translation>
    </message>
    <message>
        <source>OPTIONS, DEFAULT or ON UPDATE after SET</source>
        <translation>OPTIONS, DEFAULT ou ON UPDATE após SET</translation>
    </message>
    <message>
        <source>DEFAULT or ON UPDATE after DROP</source>
        <translation>DEFAULT ou ON UPDATE após DROP</translation>
    </message>
    <message>
        <source>after ALTER</source>
        <translation>após ALTER</translation>
    </message>
    <message>
        <source>skip range minimum</source>
        <translation>mínimo do intervalo ignorado</translation>
    </message>
    <message>
        <source>between the skip range bounds</source>
        <translation>entre os limites do intervalo ignorado</translation>
    </message>
    <message>
        <source>skip range maximum</source>
        <translation>máximo do intervalo ignorado</translation>
    </message>
    <message>
        <source>SKIP RANGE or NO SKIP RANGE after SET</source>
        <translation>SKIP RANGE ou NO SKIP RANGE após SET</translation>
    </message>
    <message>
        <source>counter value</source>
        <translation>valor do contador</translation>
    </message>
    <message>
        <source>SET or RESTART COUNTER WITH after ALTER IDENTITY</source>
        <translation>SET ou RESTART COUNTER WITH após ALTER IDENTITY</translation>
    </message>
    <message>
        <source>column %1 of table %2 is not an identity column</source>
        <translation>a coluna %1 da tabela %2 não é uma coluna de identidade</translation>
    </message>
    <message>
        <source>&apos;)&apos; to close the expression %1</source>
        <translation>&apos;)&apos; para fechar a expressão %1</translation>
    </message>
    <message>
        <source>an expression %1</source>
        <translation>uma expressão %1</translation>
    </message>
    <message>
        <source>expected %1, found %2</source>
        <translation>esperado %1, encontrado %2</translation>
    </message>
    <message>
        <source>unbalanced &apos;%1&apos;</source>
        <translation>&apos;%1&apos; sem par</translation>
    </message>
    <message>
        <source>&apos;%1&apos; to close the bracket</source>
        <translation>&apos;%1&apos; para fechar o parêntese</translation>
    </message>
    <message>
        <source>after STRING</source>
        <translation>após STRING</translation>
    </message>
    <message>
        <source>after BYTES</source>
        <translation>após BYTES</translation>
    </message>
    <message>
        <source>STRING length (a number or MAX)</source>
        <translation>comprimento de STRING (um número ou MAX)</translation>
    </message>
    <message>
        <source>BYTES length (a number or MAX)</source>
        <translation>comprimento de BYTES (um número ou MAX)</translation>
    </message>
    <message>
        <source>after the length</source>
        <translation>após o comprimento</translation>
    </message>
    <message>
        <source>after ARRAY</source>
        <translation>após ARRAY</translation>
    </message>
    <message>
        <source>to close ARRAY&lt;...&gt;</source>
        <translation>para fechar ARRAY&lt;...&gt;</translation>
    </message>
    <message>
        <source>&apos;=&gt;&apos; after vector_length</source>
        <translation>&apos;=&gt;&apos; após vector_length</translation>
    </message>
    <message>
        <source>vector length</source>
        <translation>comprimento do vetor</translation>
    </message>
    <message>
        <source>after the vector length</source>
        <translation>após o comprimento do vetor</translation>
    </message>
    <message>
        <source>column type (STRUCT is not a valid column type)</source>
        <translation>tipo de coluna (STRUCT não é um tipo de coluna válido)</translation>
    </message>
    <message>
        <source>after STRUCT</source>
        <translation>após STRUCT</translation>
    </message>
    <message>
        <source>struct field name</source>
        <translation>nome do campo do struct</translation>
    </message>
    <message>
        <source>to close STRUCT&lt;...&gt;</source>
        <translation>para fechar STRUCT&lt;...&gt;</translation>
    </message>
    <message>
        <source>proto type name</source>
        <translation>nome do tipo proto</translation>
    </message>
    <message>
        <source>column type</source>
        <translation>tipo de coluna</translation>
    </message>
    <message>
        <source>option value</source>
        <translation>valor da opção</translation>
    </message>
    <message>
        <source>expected option value (a literal, NULL or a list), found &apos;%1&apos;</source>
        <translation>esperado valor da opção (um literal, NULL ou uma lista), encontrado &apos;%1&apos;</translation>
    </message>
    <message>
        <source>after OPTIONS</source>
        <translation>após OPTIONS</translation>
    </message>
    <message>
        <source>option name</source>
        <translation>nome da opção</translation>
    </message>
    <message>
        <source>after the option name</source>
        <translation>após o nome da opção</translation>
    </message>
    <message>
        <source>duplicate option &apos;%1&apos;</source>
        <translation>opção duplicada &apos;%1&apos;</translation>
    </message>
    <message>
        <source>after the options</source>
        <translation>após as opções</translation>
    </message>
    <message>
        <source>key column name</source>
        <translation>nome da coluna de chave</translation>
    </message>
    <message>
        <source>after the key columns</source>
        <translation>após as colunas de chave</translation>
    </message>
    <message>
        <source>start counter value</source>
        <translation>valor inicial do contador</translation>
    </message>
    <message>
        <source>BIT_REVERSED_POSITIVE, SKIP RANGE or START COUNTER WITH</source>
        <translation>BIT_REVERSED_POSITIVE, SKIP RANGE ou START COUNTER WITH</translation>
    </message>
    <message>
        <source>an expression</source>
        <translation>uma expressão</translation>
    </message>
    <message>
        <source>an operator or &apos;)&apos; after the expression</source>
        <translation>um operador ou &apos;)&apos; após a expressão</translation>
    </message>
    <message>
        <source>a less deeply nested expression</source>
        <translation>uma expressão menos aninhada</translation>
    </message>
    <message>
        <source>NULL, TRUE, FALSE or DISTINCT FROM after IS</source>
        <translation>NULL, TRUE, FALSE ou DISTINCT FROM após IS</translation>
    </message>
    <message>
        <source>AND between the bounds of BETWEEN</source>
        <translation>AND entre os limites de BETWEEN</translation>
    </message>
    <message>
        <source>&apos;(&apos; after UNNEST</source>
        <translation>&apos;(&apos; após UNNEST</translation>
    </message>
    <message>
        <source>&apos;)&apos; to close UNNEST(...)</source>
        <translation>&apos;)&apos; para fechar UNNEST(...)</translation>
    </message>
    <message>
        <source>&apos;(&apos; or UNNEST after IN</source>
        <translation>&apos;(&apos; ou UNNEST após IN</translation>
    </message>
    <message>
        <source>&apos;,&apos; or &apos;)&apos; in the IN list</source>
        <translation>&apos;,&apos; ou &apos;)&apos; na lista de IN</translation>
    </message>
    <message>
        <source>&apos;]&apos; to close the subscript</source>
        <translation>&apos;]&apos; para fechar o índice de acesso</translation>
    </message>
    <message>
        <source>&apos;)&apos; to close the subquery</source>
        <translation>&apos;)&apos; para fechar a subconsulta</translation>
    </message>
    <message>
        <source>an operand (a name, a literal, a function call or &apos;(&apos;)</source>
        <translation>um operando (um nome, um literal, uma chamada de função ou &apos;(&apos;)</translation>
    </message>
    <message>
        <source>a query after the set operator</source>
        <translation>uma consulta após o operador de conjunto</translation>
    </message>
    <message>
        <source>&apos;,&apos; or &apos;)&apos; in the parenthesized list</source>
        <translation>&apos;,&apos; ou &apos;)&apos; na lista entre parênteses</translation>
    </message>
    <message>
        <source>&apos;)&apos; or an operator</source>
        <translation>&apos;)&apos; ou um operador</translation>
    </message>
    <message>
        <source>a subquery in EXISTS (...)</source>
        <translation>uma subconsulta em EXISTS (...)</translation>
    </message>
    <message>
        <source>a subquery after ARRAY(</source>
        <translation>uma subconsulta após ARRAY(</translation>
    </message>
    <message>
        <source>&apos;&gt;&apos; to close ARRAY&lt;...&gt;</source>
        <translation>&apos;&gt;&apos; para fechar ARRAY&lt;...&gt;</translation>
    </message>
    <message>
        <source>&apos;[&apos; or &apos;(&apos; after ARRAY</source>
        <translation>&apos;[&apos; ou &apos;(&apos; após ARRAY</translation>
    </message>
    <message>
        <source>&apos;(&apos; after STRUCT</source>
        <translation>&apos;(&apos; após STRUCT</translation>
    </message>
    <message>
        <source>a field name after AS</source>
        <translation>um nome de campo após AS</translation>
    </message>
    <message>
        <source>&apos;,&apos; or &apos;)&apos; in STRUCT(...)</source>
        <translation>&apos;,&apos; ou &apos;)&apos; em STRUCT(...)</translation>
    </message>
    <message>
        <source>a date part (DAY, HOUR, ...) after INTERVAL</source>
        <translation>uma parte de data (DAY, HOUR, ...) após INTERVAL</translation>
    </message>
    <message>
        <source>a date part after TO</source>
        <translation>uma parte de data após TO</translation>
    </message>
    <message>
        <source>NULLS after IGNORE or RESPECT</source>
        <translation>NULLS após IGNORE ou RESPECT</translation>
    </message>
    <message>
        <source>&apos;,&apos; or &apos;)&apos; in the arguments of %1</source>
        <translation>&apos;,&apos; ou &apos;)&apos; nos argumentos de %1</translation>
    </message>
    <message>
        <source>WHEN in CASE</source>
        <translation>WHEN em CASE</translation>
    </message>
    <message>
        <source>THEN after the WHEN condition</source>
        <translation>THEN após a condição de WHEN</translation>
    </message>
    <message>
        <source>WHEN, ELSE or END in CASE</source>
        <translation>WHEN, ELSE ou END em CASE</translation>
    </message>
    <message>
        <source>a type name</source>
        <translation>um nome de tipo</translation>
    </message>
    <message>
        <source>&apos;&lt;&apos; after %1</source>
        <translation>&apos;&lt;&apos; após %1</translation>
    </message>
    <message>
        <source>&apos;&gt;&apos; to close %1&lt;...&gt;</source>
        <translation>&apos;&gt;&apos; para fechar %1&lt;...&gt;</translation>
    </message>
    <message>
        <source>a type parameter</source>
        <translation>um parâmetro de tipo</translation>
    </message>
    <message>
        <source>&apos;)&apos; after the type parameters</source>
        <translation>&apos;)&apos; após os parâmetros de tipo</translation>
    </message>
    <message>
        <source>AS and a type in %1(...)</source>
        <translation>AS e um tipo em %1(...)</translation>
    </message>
    <message>
        <source>TIME ZONE and a time zone</source>
        <translation>TIME ZONE e um fuso horário</translation>
    </message>
    <message>
        <source>&apos;)&apos; to close %1(...)</source>
        <translation>&apos;)&apos; para fechar %1(...)</translation>
    </message>
    <message>
        <source>a date part (YEAR, MONTH, DAY, ...) in EXTRACT</source>
        <translation>uma parte de data (YEAR, MONTH, DAY, ...) em EXTRACT</translation>
    </message>
    <message>
        <source>&apos;)&apos; after the weekday</source>
        <translation>&apos;)&apos; após o dia da semana</translation>
    </message>
    <message>
        <source>FROM after the date part in EXTRACT</source>
        <translation>FROM após a parte de data em EXTRACT</translation>
    </message>
    <message>
        <source>TIME ZONE after AT</source>
        <translation>TIME ZONE após AT</translation>
    </message>
    <message>
        <source>&apos;)&apos; to close EXTRACT(...)</source>
        <translation>&apos;)&apos; para fechar EXTRACT(...)</translation>
    </message>
    <message>
        <source>&apos;,&apos; or &apos;]&apos; in the array</source>
        <translation>&apos;,&apos; ou &apos;]&apos; no array</translation>
    </message>
    <message>
        <source>type not found: %1</source>
        <translation>tipo não encontrado: %1</translation>
    </message>
    <message>
        <source>function %1 is not supported by Spanner</source>
        <translation>a função %1 não é compatível com o Spanner</translation>
    </message>
    <message>
        <source>expression depth of %1 exceeds the maximum allowed depth of %2</source>
        <translation>a profundidade da expressão, %1, excede a profundidade máxima permitida de %2</translation>
    </message>
    <message>
        <source>unrecognized name %1 in generated column %2: table %3 has no such column</source>
        <translation>nome não reconhecido %1 na coluna gerada %2: a tabela %3 não tem essa coluna</translation>
    </message>
    <message>
        <source>unrecognized name %1 in a CHECK constraint: table %2 has no such column</source>
        <translation>nome não reconhecido %1 em uma restrição CHECK: a tabela %2 não tem essa coluna</translation>
    </message>
    <message>
        <source>generated column %1 cannot use a subquery: only scalar expressions are allowed</source>
        <translation>a coluna gerada %1 não pode usar uma subconsulta: só expressões escalares são permitidas</translation>
    </message>
    <message>
        <source>a CHECK constraint cannot use a subquery: only scalar expressions are allowed</source>
        <translation>uma restrição CHECK não pode usar uma subconsulta: só expressões escalares são permitidas</translation>
    </message>
    <message>
        <source>generated column %1 cannot use PENDING_COMMIT_TIMESTAMP(): it may only be the value written by an INSERT or UPDATE</source>
        <translation>a coluna gerada %1 não pode usar PENDING_COMMIT_TIMESTAMP(): ela só pode ser o valor gravado por um INSERT ou UPDATE</translation>
    </message>
    <message>
        <source>a CHECK constraint cannot use PENDING_COMMIT_TIMESTAMP(): it may only be the value written by an INSERT or UPDATE</source>
        <translation>uma restrição CHECK não pode usar PENDING_COMMIT_TIMESTAMP(): ela só pode ser o valor gravado por um INSERT ou UPDATE</translation>
    </message>
    <message>
        <source>a CHECK constraint cannot use the non-deterministic function %1</source>
        <translation>uma restrição CHECK não pode usar a função não determinística %1</translation>
    </message>
    <message>
        <source>stored generated column %1 uses the non-deterministic function %2; its value must only depend on the row&apos;s columns</source>
        <translation>a coluna gerada armazenada %1 usa a função não determinística %2; o valor dela deve depender só das colunas da linha</translation>
    </message>
    <message>
        <source>a CHECK constraint uses generated column %1, whose value depends on the non-deterministic function %2</source>
        <translation>uma restrição CHECK usa a coluna gerada %1, cujo valor depende da função não determinística %2</translation>
    </message>
    <message>
        <source>stored generated column %1 uses generated column %2, whose value depends on the non-deterministic function %3</source>
        <translation>a coluna gerada armazenada %1 usa a coluna gerada %2, cujo valor depende da função não determinística %3</translation>
    </message>
    <message>
        <source>a CHECK constraint must be a BOOL expression; this one is %1</source>
        <translation>uma restrição CHECK deve ser uma expressão BOOL; esta é %1</translation>
    </message>
    <message>
        <source>generated column %1 is declared %2, but its expression is %3</source>
        <translation>a coluna gerada %1 é declarada como %2, mas a expressão dela é %3</translation>
    </message>
    <message>
        <source>index</source>
        <translation>índice</translation>
    </message>
    <message>
        <source>search index</source>
        <translation>índice de pesquisa</translation>
    </message>
    <message>
        <source>vector index</source>
        <translation>índice vetorial</translation>
    </message>
    <message>
        <source>%1 %2 refers to %3 column %4, which does not exist in table %5</source>
        <translation>%1 %2 se refere à coluna %4 (%3), que não existe na tabela %5</translation>
    </message>
    <message>
        <source>key</source>
        <translation>chave</translation>
    </message>
    <message>
        <source>stored</source>
        <translation>armazenada</translation>
    </message>
    <message>
        <source>filtered</source>
        <translation>filtrada</translation>
    </message>
    <message>
        <source>partition</source>
        <translation>partição</translation>
    </message>
    <message>
        <source>order</source>
        <translation>ordenação</translation>
    </message>
    <message>
        <source>index name</source>
        <translation>nome do índice</translation>
    </message>
    <message>
        <source>after the index name</source>
        <translation>após o nome do índice</translation>
    </message>
    <message>
        <source>after the table name</source>
        <translation>após o nome da tabela</translation>
    </message>
    <message>
        <source>expected at least one key column, found &apos;)&apos;</source>
        <translation>esperada pelo menos uma coluna de chave, encontrado &apos;)&apos;</translation>
    </message>
    <message>
        <source>after STORING</source>
        <translation>após STORING</translation>
    </message>
    <message>
        <source>expected column name in STORING (...), found &apos;)&apos;</source>
        <translation>esperado nome de coluna em STORING (...), encontrado &apos;)&apos;</translation>
    </message>
    <message>
        <source>partition column name</source>
        <translation>nome da coluna de partição</translation>
    </message>
    <message>
        <source>order column name</source>
        <translation>nome da coluna de ordenação</translation>
    </message>
    <message>
        <source>after the column name</source>
        <translation>após o nome da coluna</translation>
    </message>
    <message>
        <source>after IS</source>
        <translation>após IS</translation>
    </message>
    <message>
        <source>after IS NOT</source>
        <translation>após IS NOT</translation>
    </message>
    <message>
        <source>after INTERLEAVE</source>
        <translation>após INTERLEAVE</translation>
    </message>
    <message>
        <source>STORED COLUMN after %1</source>
        <translation>STORED COLUMN após %1</translation>
    </message>
    <message>
        <source>after STORED</source>
        <translation>após STORED</translation>
    </message>
    <message>
        <source>after ADD/DROP</source>
        <translation>após ADD/DROP</translation>
    </message>
    <message>
        <source>after SET</source>
        <translation>após SET</translation>
    </message>
    <message>
        <source>ADD STORED COLUMN, DROP STORED COLUMN or SET OPTIONS</source>
        <translation>ADD STORED COLUMN, DROP STORED COLUMN ou SET OPTIONS</translation>
    </message>
    <message>
        <source>ADD STORED COLUMN or DROP STORED COLUMN</source>
        <translation>ADD STORED COLUMN ou DROP STORED COLUMN</translation>
    </message>
    <message>
        <source>%1 not found: %2</source>
        <translation>%1 não encontrado: %2</translation>
    </message>
    <message>
        <source>index %1 already stores column %2</source>
        <translation>o índice %1 já armazena a coluna %2</translation>
    </message>
    <message>
        <source>index %1 does not store column %2</source>
        <translation>o índice %1 não armazena a coluna %2</translation>
    </message>
    <message>
        <source>unterminated comment: &apos;/*&apos; is never closed by &apos;*/&apos;</source>
        <translation>comentário não terminado: &apos;/*&apos; nunca é fechado por &apos;*/&apos;</translation>
    </message>
    <message>
        <source>unexpected character &apos;%1&apos;</source>
        <translation>caractere inesperado &apos;%1&apos;</translation>
    </message>
    <message>
        <source>invalid number &apos;%1&apos;</source>
        <translation>número inválido &apos;%1&apos;</translation>
    </message>
    <message>
        <source>unterminated string literal: %1 is never closed</source>
        <translation>literal de string não terminado: %1 nunca é fechado</translation>
    </message>
    <message>
        <source>unterminated string literal: missing closing %1</source>
        <translation>literal de string não terminado: falta o %1 de fechamento</translation>
    </message>
    <message>
        <source>empty quoted identifier ``</source>
        <translation>identificador entre crases vazio ``</translation>
    </message>
    <message>
        <source>unterminated quoted identifier: missing closing &apos;`&apos;</source>
        <translation>identificador entre crases não terminado: falta o &apos;`&apos; de fechamento</translation>
    </message>
    <message>
        <source>unknown model column option &apos;%1&apos; (expected required)</source>
        <translation>opção de coluna de modelo desconhecida &apos;%1&apos; (esperado required)</translation>
    </message>
    <message>
        <source>after the model columns</source>
        <translation>após as colunas do modelo</translation>
    </message>
    <message>
        <source>model name</source>
        <translation>nome do modelo</translation>
    </message>
    <message>
        <source>after INPUT</source>
        <translation>após INPUT</translation>
    </message>
    <message>
        <source>after the INPUT columns</source>
        <translation>após as colunas de INPUT</translation>
    </message>
    <message>
        <source>after OUTPUT</source>
        <translation>após OUTPUT</translation>
    </message>
    <message>
        <source>(CREATE MODEL supports only REMOTE models)</source>
        <translation>(CREATE MODEL aceita só modelos REMOTE)</translation>
    </message>
    <message>
        <source>unknown model option &apos;%1&apos; (expected endpoint, endpoints or default_batch_size)</source>
        <translation>opção de modelo desconhecida &apos;%1&apos; (esperado endpoint, endpoints ou default_batch_size)</translation>
    </message>
    <message>
        <source>after the model name</source>
        <translation>após o nome do modelo</translation>
    </message>
    <message>
        <source>model not found: %1</source>
        <translation>modelo não encontrado: %1</translation>
    </message>
    <message>
        <source>OR REPLACE and IF NOT EXISTS cannot be combined</source>
        <translation>OR REPLACE e IF NOT EXISTS não podem ser combinados</translation>
    </message>
    <message>
        <source>property graph name</source>
        <translation>nome do grafo de propriedades</translation>
    </message>
    <message>
        <source>NODE TABLES or OPTIONS after the graph name</source>
        <translation>NODE TABLES ou OPTIONS após o nome do grafo</translation>
    </message>
    <message>
        <source>locality group name</source>
        <translation>nome do grupo de localidade</translation>
    </message>
    <message>
        <source>duplicate name: locality group %1 already exists</source>
        <translation>nome duplicado: o grupo de localidade %1 já existe</translation>
    </message>
    <message>
        <source>after the locality group name</source>
        <translation>após o nome do grupo de localidade</translation>
    </message>
    <message>
        <source>locality group not found: %1</source>
        <translation>grupo de localidade não encontrado: %1</translation>
    </message>
    <message>
        <source>database name</source>
        <translation>nome do banco de dados</translation>
    </message>
    <message>
        <source>after the database name</source>
        <translation>após o nome do banco de dados</translation>
    </message>
    <message>
        <source>after CREATE PROTO BUNDLE</source>
        <translation>após CREATE PROTO BUNDLE</translation>
    </message>
    <message>
        <source>&apos;,&apos; or &apos;)&apos; after the proto type name</source>
        <translation>&apos;,&apos; ou &apos;)&apos; após o nome do tipo proto</translation>
    </message>
    <message>
        <source>after the proto types</source>
        <translation>após os tipos proto</translation>
    </message>
    <message>
        <source>a proto bundle already exists (use ALTER PROTO BUNDLE)</source>
        <translation>já existe um pacote proto (use ALTER PROTO BUNDLE)</translation>
    </message>
    <message>
        <source>after INSERT, UPDATE or DELETE</source>
        <translation>após INSERT, UPDATE ou DELETE</translation>
    </message>
    <message>
        <source>proto type not found in the bundle: %1</source>
        <translation>tipo proto não encontrado no pacote: %1</translation>
    </message>
    <message>
        <source>proto type already in the bundle: %1</source>
        <translation>tipo proto já está no pacote: %1</translation>
    </message>
    <message>
        <source>proto bundle not found</source>
        <translation>pacote proto não encontrado</translation>
    </message>
    <message>
        <source>name</source>
        <translation>nome</translation>
    </message>
    <message>
        <source>sequence name</source>
        <translation>nome da sequência</translation>
    </message>
    <message>
        <source>SET OPTIONS, SKIP RANGE, NO SKIP RANGE or RESTART COUNTER WITH</source>
        <translation>SET OPTIONS, SKIP RANGE, NO SKIP RANGE ou RESTART COUNTER WITH</translation>
    </message>
    <message>
        <source>sequence not found: %1</source>
        <translation>sequência não encontrada: %1</translation>
    </message>
    <message>
        <source>schema name</source>
        <translation>nome do esquema</translation>
    </message>
    <message>
        <source>OPTIONS on CREATE SCHEMA are not documented for Spanner and are not kept</source>
        <translation>OPTIONS em CREATE SCHEMA não são documentadas para o Spanner e não são mantidas</translation>
    </message>
    <message>
        <source>view name</source>
        <translation>nome da visualização</translation>
    </message>
    <message>
        <source>SECURITY {INVOKER | DEFINER} after the view name</source>
        <translation>SECURITY {INVOKER | DEFINER} após o nome da visualização</translation>
    </message>
    <message>
        <source>after SQL</source>
        <translation>após SQL</translation>
    </message>
    <message>
        <source>INVOKER or DEFINER after SQL SECURITY</source>
        <translation>INVOKER ou DEFINER após SQL SECURITY</translation>
    </message>
    <message>
        <source>after the SQL SECURITY clause</source>
        <translation>após a cláusula SQL SECURITY</translation>
    </message>
    <message>
        <source>a query (SELECT, WITH or &apos;(&apos;) after AS</source>
        <translation>uma consulta (SELECT, WITH ou &apos;(&apos;) após AS</translation>
    </message>
    <message>
        <source>table name or ALL after FOR</source>
        <translation>nome da tabela ou ALL após FOR</translation>
    </message>
    <message>
        <source>unknown change stream option &apos;%1&apos; (expected retention_period, value_capture_type, exclude_ttl_deletes, exclude_insert, exclude_update, exclude_delete or allow_txn_exclusion)</source>
        <translation>opção de fluxo de alterações desconhecida &apos;%1&apos; (esperado retention_period, value_capture_type, exclude_ttl_deletes, exclude_insert, exclude_update, exclude_delete ou allow_txn_exclusion)</translation>
    </message>
    <message>
        <source>invalid value %1 for change stream option &apos;%2&apos;</source>
        <translation>valor inválido %1 para a opção de fluxo de alterações &apos;%2&apos;</translation>
    </message>
    <message>
        <source>change stream %1 lists table %2 more than once</source>
        <translation>o fluxo de alterações %1 lista a tabela %2 mais de uma vez</translation>
    </message>
    <message>
        <source>table not found: %1 (in the FOR clause of change stream %2)</source>
        <translation>tabela não encontrada: %1 (na cláusula FOR do fluxo de alterações %2)</translation>
    </message>
    <message>
        <source>change stream %1 cannot track column %2: it does not exist in table %3</source>
        <translation>o fluxo de alterações %1 não pode acompanhar a coluna %2: ela não existe na tabela %3</translation>
    </message>
    <message>
        <source>change stream %1 should not list the primary key column %2 of table %3</source>
        <translation>o fluxo de alterações %1 não deve listar a coluna de chave primária %2 da tabela %3</translation>
    </message>
    <message>
        <source>change stream %1 lists column %2 of table %3 more than once</source>
        <translation>o fluxo de alterações %1 lista a coluna %2 da tabela %3 mais de uma vez</translation>
    </message>
    <message>
        <source>change stream name</source>
        <translation>nome do fluxo de alterações</translation>
    </message>
    <message>
        <source>FOR or OPTIONS after SET</source>
        <translation>FOR ou OPTIONS após SET</translation>
    </message>
    <message>
        <source>after DROP</source>
        <translation>após DROP</translation>
    </message>
    <message>
        <source>after DROP FOR</source>
        <translation>após DROP FOR</translation>
    </message>
    <message>
        <source>SET FOR, SET OPTIONS or DROP FOR ALL after ALTER CHANGE STREAM %1</source>
        <translation>SET FOR, SET OPTIONS ou DROP FOR ALL após ALTER CHANGE STREAM %1</translation>
    </message>
    <message>
        <source>change stream %1 has no FOR clause to drop</source>
        <translation>o fluxo de alterações %1 não tem cláusula FOR para remover</translation>
    </message>
    <message>
        <source>change stream name (CREATE CHANGE STREAM has no IF NOT EXISTS)</source>
        <translation>nome do fluxo de alterações (CREATE CHANGE STREAM não tem IF NOT EXISTS)</translation>
    </message>
    <message>
        <source>role name</source>
        <translation>nome do papel</translation>
    </message>
    <message>
        <source>privilege (SELECT, INSERT, UPDATE, DELETE, EXECUTE, USAGE or ROLE)</source>
        <translation>privilégio (SELECT, INSERT, UPDATE, DELETE, EXECUTE, USAGE ou ROLE)</translation>
    </message>
    <message>
        <source>after the privilege</source>
        <translation>após o privilégio</translation>
    </message>
    <message>
        <source>after the privileges</source>
        <translation>após os privilégios</translation>
    </message>
    <message>
        <source>TABLES, VIEWS, SEQUENCES or CHANGE STREAMS after ON ALL</source>
        <translation>TABLES, VIEWS, SEQUENCES ou CHANGE STREAMS após ON ALL</translation>
    </message>
    <message>
        <source>after ON ALL ...</source>
        <translation>após ON ALL ...</translation>
    </message>
    <message>
        <source>after IN</source>
        <translation>após IN</translation>
    </message>
    <message>
        <source>TABLE, VIEW, CHANGE STREAM, SEQUENCE, SCHEMA, TABLE FUNCTION or ALL after ON</source>
        <translation>TABLE, VIEW, CHANGE STREAM, SEQUENCE, SCHEMA, TABLE FUNCTION ou ALL após ON</translation>
    </message>
    <message>
        <source>expected sequence privilege SELECT or UPDATE, found &apos;%1&apos;</source>
        <translation>esperado privilégio de sequência SELECT ou UPDATE, encontrado &apos;%1&apos;</translation>
    </message>
    <message>
        <source>object name</source>
        <translation>nome do objeto</translation>
    </message>
    <message>
        <source>after the objects (REVOKE ... FROM ROLE)</source>
        <translation>após os objetos (REVOKE ... FROM ROLE)</translation>
    </message>
    <message>
        <source>after the objects (GRANT ... TO ROLE)</source>
        <translation>após os objetos (GRANT ... TO ROLE)</translation>
    </message>
    <message>
        <source>after FROM</source>
        <translation>após FROM</translation>
    </message>
    <message>
        <source>after TO</source>
        <translation>após TO</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>a keyword, then where it was expected, e.g. &apos;TABLE after CREATE&apos;</comment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>&apos;%1&apos; %2</source>
        <comment>a punctuation mark, then where it was expected, e.g. &quot;&apos;(&apos; after OPTIONS&quot;</comment>
        <translation>&apos;%1&apos; %2</translation>
    </message>
    <message>
        <source>end of input</source>
        <translation>fim da entrada</translation>
    </message>
    <message>
        <source>end of statement</source>
        <translation>fim da instrução</translation>
    </message>
    <message>
        <source>&apos;%1...&apos;</source>
        <comment>a token shortened to its first characters</comment>
        <translation>&apos;%1...&apos;</translation>
    </message>
    <message>
        <source>keyword &apos;%1&apos;</source>
        <translation>palavra-chave &apos;%1&apos;</translation>
    </message>
    <message>
        <source>name after &apos;.&apos;</source>
        <translation>nome após &apos;.&apos;</translation>
    </message>
    <message>
        <source>integer literal %1 is out of range</source>
        <translation>o literal inteiro %1 está fora do intervalo</translation>
    </message>
    <message>
        <source>after the name list</source>
        <translation>após a lista de nomes</translation>
    </message>
    <message>
        <source>after IF</source>
        <translation>após IF</translation>
    </message>
    <message>
        <source>after IF NOT</source>
        <translation>após IF NOT</translation>
    </message>
    <message>
        <source>after NO</source>
        <translation>após NO</translation>
    </message>
    <message>
        <source>CASCADE or NO ACTION after ON DELETE</source>
        <translation>CASCADE ou NO ACTION após ON DELETE</translation>
    </message>
    <message>
        <source>client-side statement &apos;%1&apos; is not DDL and was ignored</source>
        <translation>a instrução de cliente &apos;%1&apos; não é DDL e foi ignorada</translation>
    </message>
    <message>
        <source>a DDL statement (CREATE, ALTER, DROP, RENAME, GRANT, REVOKE or ANALYZE)</source>
        <translation>uma instrução DDL (CREATE, ALTER, DROP, RENAME, GRANT, REVOKE ou ANALYZE)</translation>
    </message>
    <message>
        <source>after CREATE OR</source>
        <translation>após CREATE OR</translation>
    </message>
    <message>
        <source>VIEW, SCHEMA, MODEL, PROPERTY GRAPH or FUNCTION after CREATE OR REPLACE (%1 cannot be replaced)</source>
        <translation>VIEW, SCHEMA, MODEL, PROPERTY GRAPH ou FUNCTION após CREATE OR REPLACE (%1 não pode ser substituído)</translation>
    </message>
    <message>
        <source>after CREATE [UNIQUE] [NULL_FILTERED]</source>
        <translation>após CREATE [UNIQUE] [NULL_FILTERED]</translation>
    </message>
    <message>
        <source>TABLE, INDEX, SEARCH INDEX, VECTOR INDEX, SEQUENCE, SCHEMA, VIEW, CHANGE STREAM, ROLE, PROPERTY GRAPH, MODEL, LOCALITY GROUP, PROTO BUNDLE, FUNCTION or PLACEMENT after CREATE</source>
        <translation>TABLE, INDEX, SEARCH INDEX, VECTOR INDEX, SEQUENCE, SCHEMA, VIEW, CHANGE STREAM, ROLE, PROPERTY GRAPH, MODEL, LOCALITY GROUP, PROTO BUNDLE, FUNCTION ou PLACEMENT após CREATE</translation>
    </message>
    <message>
        <source>TABLE, INDEX, SEARCH INDEX, VECTOR INDEX, SEQUENCE, CHANGE STREAM, MODEL, LOCALITY GROUP, DATABASE, PROTO BUNDLE or STATISTICS after ALTER</source>
        <translation>TABLE, INDEX, SEARCH INDEX, VECTOR INDEX, SEQUENCE, CHANGE STREAM, MODEL, LOCALITY GROUP, DATABASE, PROTO BUNDLE ou STATISTICS após ALTER</translation>
    </message>
    <message>
        <source>TABLE, INDEX, SEARCH INDEX, VECTOR INDEX, SEQUENCE, SCHEMA, VIEW, CHANGE STREAM, ROLE, PROPERTY GRAPH, MODEL, LOCALITY GROUP, PROTO BUNDLE, FUNCTION or PLACEMENT after DROP</source>
        <translation>TABLE, INDEX, SEARCH INDEX, VECTOR INDEX, SEQUENCE, SCHEMA, VIEW, CHANGE STREAM, ROLE, PROPERTY GRAPH, MODEL, LOCALITY GROUP, PROTO BUNDLE, FUNCTION ou PLACEMENT após DROP</translation>
    </message>
    <message>
        <source>unbalanced &apos;%1&apos; in %2 statement</source>
        <translation>&apos;%1&apos; sem par na instrução %2</translation>
    </message>
    <message>
        <source>&apos;%1&apos; to close the bracket in %2 statement</source>
        <translation>&apos;%1&apos; para fechar o parêntese na instrução %2</translation>
    </message>
    <message>
        <source>end of column definition (a column takes only one of DEFAULT, AS (...), GENERATED BY DEFAULT AS IDENTITY or AUTO_INCREMENT)</source>
        <translation>fim da definição da coluna (uma coluna aceita só um de DEFAULT, AS (...), GENERATED BY DEFAULT AS IDENTITY ou AUTO_INCREMENT)</translation>
    </message>
    <message>
        <source>after DEFAULT</source>
        <translation>após DEFAULT</translation>
    </message>
    <message>
        <source>after ON UPDATE</source>
        <translation>após ON UPDATE</translation>
    </message>
    <message>
        <source>after AS</source>
        <translation>após AS</translation>
    </message>
    <message>
        <source>after GENERATED</source>
        <translation>após GENERATED</translation>
    </message>
    <message>
        <source>after GENERATED BY</source>
        <translation>após GENERATED BY</translation>
    </message>
    <message>
        <source>after GENERATED BY DEFAULT</source>
        <translation>após GENERATED BY DEFAULT</translation>
    </message>
    <message>
        <source>after GENERATED BY DEFAULT AS</source>
        <translation>após GENERATED BY DEFAULT AS</translation>
    </message>
    <message>
        <source>after the identity options</source>
        <translation>após as opções de identidade</translation>
    </message>
    <message>
        <source>after FOREIGN KEY</source>
        <translation>após FOREIGN KEY</translation>
    </message>
    <message>
        <source>expected column name in FOREIGN KEY (...), found &apos;)&apos;</source>
        <translation>esperado nome de coluna em FOREIGN KEY (...), encontrado &apos;)&apos;</translation>
    </message>
    <message>
        <source>after the foreign key columns</source>
        <translation>após as colunas da chave estrangeira</translation>
    </message>
    <message>
        <source>referenced table name</source>
        <translation>nome da tabela referenciada</translation>
    </message>
    <message>
        <source>after the referenced table name</source>
        <translation>após o nome da tabela referenciada</translation>
    </message>
    <message>
        <source>expected column name in REFERENCES %1(...), found &apos;)&apos;</source>
        <translation>esperado nome de coluna em REFERENCES %1(...), encontrado &apos;)&apos;</translation>
    </message>
    <message>
        <source>after CHECK</source>
        <translation>após CHECK</translation>
    </message>
    <message>
        <source>CHECK or FOREIGN KEY after the constraint name</source>
        <translation>CHECK ou FOREIGN KEY após o nome da restrição</translation>
    </message>
    <message>
        <source>parent table name</source>
        <translation>nome da tabela pai</translation>
    </message>
    <message>
        <source>ON DELETE is only allowed with INTERLEAVE IN PARENT</source>
        <translation>ON DELETE só é permitido com INTERLEAVE IN PARENT</translation>
    </message>
    <message>
        <source>after ROW DELETION POLICY</source>
        <translation>após ROW DELETION POLICY</translation>
    </message>
    <message>
        <source>in ROW DELETION POLICY</source>
        <translation>em ROW DELETION POLICY</translation>
    </message>
    <message>
        <source>after OLDER_THAN</source>
        <translation>após OLDER_THAN</translation>
    </message>
    <message>
        <source>timestamp column name</source>
        <translation>nome da coluna de carimbo de data/hora</translation>
    </message>
    <message>
        <source>after the OLDER_THAN column</source>
        <translation>após a coluna de OLDER_THAN</translation>
    </message>
    <message>
        <source>in OLDER_THAN</source>
        <translation>em OLDER_THAN</translation>
    </message>
    <message>
        <source>number of days</source>
        <translation>número de dias</translation>
    </message>
    <message>
        <source>after the number of days</source>
        <translation>após o número de dias</translation>
    </message>
    <message>
        <source>to close OLDER_THAN(...)</source>
        <translation>para fechar OLDER_THAN(...)</translation>
    </message>
    <message>
        <source>to close ROW DELETION POLICY (...)</source>
        <translation>para fechar ROW DELETION POLICY (...)</translation>
    </message>
    <message>
        <source>after the synonym</source>
        <translation>após o sinônimo</translation>
    </message>
    <message>
        <source>after PRIMARY KEY</source>
        <translation>após PRIMARY KEY</translation>
    </message>
    <message>
        <source>&apos;)&apos; after the column list</source>
        <translation>&apos;)&apos; após a lista de colunas</translation>
    </message>
    <message>
        <source>&apos;,&apos; or &apos;)&apos; after the column definition</source>
        <translation>&apos;,&apos; ou &apos;)&apos; após a definição da coluna</translation>
    </message>
    <message>
        <source>after the column list</source>
        <translation>após a lista de colunas</translation>
    </message>
    <message>
        <source>after PRIMARY</source>
        <translation>após PRIMARY</translation>
    </message>
    <message>
        <source>a table cannot have both an inline PRIMARY KEY and a PRIMARY KEY clause</source>
        <translation>uma tabela não pode ter ao mesmo tempo um PRIMARY KEY na coluna e uma cláusula PRIMARY KEY</translation>
    </message>
    <message>
        <source>only one column can be marked PRIMARY KEY inline; use PRIMARY KEY (a, b) for a composite key</source>
        <translation>só uma coluna pode ser marcada com PRIMARY KEY na própria definição; use PRIMARY KEY (a, b) para uma chave composta</translation>
    </message>
    <message>
        <source>INTERLEAVE IN, ROW DELETION POLICY or OPTIONS after &apos;,&apos;</source>
        <translation>INTERLEAVE IN, ROW DELETION POLICY ou OPTIONS após &apos;,&apos;</translation>
    </message>
    <message>
        <source>foreign key %1 refers to column %2, which does not exist in table %3</source>
        <translation>a chave estrangeira %1 se refere à coluna %2, que não existe na tabela %3</translation>
    </message>
    <message>
        <source>on %1</source>
        <translation>em %1</translation>
    </message>
    <message>
        <source>table not found: %1 (referenced by a foreign key of %2)</source>
        <translation>tabela não encontrada: %1 (referenciada por uma chave estrangeira de %2)</translation>
    </message>
    <message>
        <source>foreign key references column %1, which does not exist in table %2</source>
        <translation>a chave estrangeira referencia a coluna %1, que não existe na tabela %2</translation>
    </message>
    <message>
        <source>foreign key has %1 referencing columns but %2 referenced columns</source>
        <translation>a chave estrangeira tem %1 colunas de referência, mas %2 colunas referenciadas</translation>
    </message>
    <message>
        <source>schema not found: %1 (create it with CREATE SCHEMA first)</source>
        <translation>esquema não encontrado: %1 (crie-o antes com CREATE SCHEMA)</translation>
    </message>
    <message>
        <source>primary key column %1 does not exist in table %2</source>
        <translation>a coluna de chave primária %1 não existe na tabela %2</translation>
    </message>
    <message>
        <source>column %1 appears twice in the primary key of %2</source>
        <translation>a coluna %1 aparece duas vezes na chave primária de %2</translation>
    </message>
    <message>
        <source>table %1 cannot be interleaved in itself</source>
        <translation>a tabela %1 não pode ser intercalada em si mesma</translation>
    </message>
    <message>
        <source>row deletion policy column %1 does not exist in table %2</source>
        <translation>a coluna %1 da política de exclusão de linhas não existe na tabela %2</translation>
    </message>
    <message>
        <source>cannot convert generated column %1.%2 to a regular column</source>
        <translation>não é possível converter a coluna gerada %1.%2 em uma coluna comum</translation>
    </message>
    <message>
        <source>PENDING_COMMIT_TIMESTAMP() (or PENDING_COMMIT_TIMESTAMP_INT64()) is the only supported ON UPDATE expression (column %1)</source>
        <translation>PENDING_COMMIT_TIMESTAMP() (ou PENDING_COMMIT_TIMESTAMP_INT64()) é a única expressão ON UPDATE aceita (coluna %1)</translation>
    </message>
    <message>
        <source>the DEFAULT value of column %1 refers to column %2; DEFAULT expressions cannot refer to columns</source>
        <translation>o valor DEFAULT da coluna %1 se refere à coluna %2; expressões DEFAULT não podem se referir a colunas</translation>
    </message>
    <message>
        <source>the DEFAULT value of column %1 cannot use a subquery: only scalar expressions are allowed</source>
        <translation>o valor DEFAULT da coluna %1 não pode usar uma subconsulta: só expressões escalares são permitidas</translation>
    </message>
    <message>
        <source>column %1 is declared %2, but its DEFAULT value is %3</source>
        <translation>a coluna %1 é declarada como %2, mas o valor DEFAULT dela é %3</translation>
    </message>
    <message>
        <source>column %1.%2 cannot have both a DEFAULT value and a generated value (AS ...)</source>
        <translation>a coluna %1.%2 não pode ter ao mesmo tempo um valor DEFAULT e um valor gerado (AS ...)</translation>
    </message>
    <message>
        <source>column %1 has an ON UPDATE expression, so it must have an identical DEFAULT value</source>
        <translation>a coluna %1 tem uma expressão ON UPDATE, então precisa de um valor DEFAULT idêntico</translation>
    </message>
    <message>
        <source>the ON UPDATE expression of column %1 does not match its DEFAULT value %2</source>
        <translation>a expressão ON UPDATE da coluna %1 não é igual ao valor DEFAULT dela, %2</translation>
    </message>
    <message>
        <source>column %1.%2 has ON UPDATE, so it cannot be part of the primary key</source>
        <translation>a coluna %1.%2 tem ON UPDATE, então não pode fazer parte da chave primária</translation>
    </message>
    <message>
        <source>not supported by Spanner: an array of arrays</source>
        <translation>sem suporte no Spanner: um array de arrays</translation>
    </message>
    <message>
        <source>index %1 already has column %2 as a key</source>
        <translation>o índice %1 já tem a coluna %2 como chave</translation>
    </message>
    <message>
        <source>change stream not found: %1</source>
        <translation>fluxo de alterações não encontrado: %1</translation>
    </message>
    <message>
        <source>search index %1 key column %2 must be TOKENLIST</source>
        <translation>a coluna de chave %2 do índice de pesquisa %1 deve ser TOKENLIST</translation>
    </message>
    <message>
        <source>vector index %1 needs OPTIONS (distance_type = ...)</source>
        <translation>o índice vetorial %1 exige OPTIONS (distance_type = ...)</translation>
    </message>
    <message>
        <source>role name %1 is reserved for the system roles (public and spanner_* can&apos;t be created)</source>
        <translation>o nome de papel %1 é reservado aos papéis do sistema (public e spanner_* não podem ser criados)</translation>
    </message>
    <message>
        <source>cannot drop system role %1</source>
        <translation>não é possível remover o papel do sistema %1</translation>
    </message>
    <message>
        <source>cannot drop role %1: privileges are granted to it; revoke them first</source>
        <translation>não é possível remover o papel %1: há privilégios concedidos a ele; revogue-os primeiro</translation>
    </message>
    <message>
        <source>column %1 of table %2 must stay a TIMESTAMP: the table&apos;s ROW DELETION POLICY uses it</source>
        <translation>a coluna %1 da tabela %2 deve continuar TIMESTAMP: a política de exclusão de linhas (ROW DELETION POLICY) da tabela a usa</translation>
    </message>
    <message>
        <source>cannot create ROW DELETION POLICY because column %1 in table %2 is not of type TIMESTAMP</source>
        <translation>não é possível criar a política de exclusão de linhas (ROW DELETION POLICY): a coluna %1 da tabela %2 não é do tipo TIMESTAMP</translation>
    </message>
    <message>
        <source>table %1 is not interleaved; SET INTERLEAVE can only change how an interleaved table is interleaved</source>
        <translation>a tabela %1 não é intercalada; SET INTERLEAVE só muda a forma de intercalação de uma tabela já intercalada</translation>
    </message>
</context>
<context>
    <name>ssd::HeatmapPainter</name>
    <message>
        <source>key ranges</source>
        <translation>intervalos de chaves</translation>
    </message>
    <message>
        <source>Split simulation: write load by key range over time</source>
        <translation>Simulação de divisões: carga de gravação por intervalo de chaves ao longo do tempo</translation>
    </message>
    <message>
        <source>no load</source>
        <translation>sem carga</translation>
    </message>
    <message>
        <source>↓ key order</source>
        <translation>↓ ordem das chaves</translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation>%1 min</translation>
    </message>
    <message>
        <source>time → (one column = one tick of %1 s)</source>
        <translation>tempo → (uma coluna = um tick de %1 s)</translation>
    </message>
    <message>
        <source>%1 writes/s</source>
        <translation>%1 gravações/s</translation>
    </message>
    <message>
        <source>(peak range)</source>
        <translation>(intervalo de pico)</translation>
    </message>
    <message>
        <source>1 server: %1</source>
        <translation>1 servidor: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n servers: %1</source>
        <translation>
            <numerusform>%n servidor: %1</numerusform>
            <numerusform>%n servidores: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>writes/s</source>
        <translation>gravações/s</translation>
    </message>
    <message>
        <source>offered</source>
        <translation>oferecidas</translation>
    </message>
    <message>
        <source>achieved</source>
        <translation>alcançadas</translation>
    </message>
    <message>
        <source>events above the heatmap:</source>
        <translation>eventos acima do mapa de calor:</translation>
    </message>
    <message>
        <source>Split simulation</source>
        <translation>Simulação de divisões</translation>
    </message>
</context>
<context>
    <name>ssd::HeatmapView</name>
    <message>
        <source>Press Play or Step to run the simulation.</source>
        <translation>Pressione Reproduzir ou Avançar para executar a simulação.</translation>
    </message>
</context>
<context>
    <name>ssd::IndexDialog</name>
    <message>
        <source>Index on %1</source>
        <translation>Índice em %1</translation>
    </message>
    <message>
        <source>Column</source>
        <translation>Coluna</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>Chave</translation>
    </message>
    <message>
        <source>Storing</source>
        <translation>Armazenada</translation>
    </message>
    <message>
        <source>(global index)</source>
        <translation>(índice global)</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <source>Interleave in</source>
        <translation>Intercalar em</translation>
    </message>
    <message>
        <source>Key columns are used in table column order.</source>
        <translation>As colunas de chave são usadas na ordem das colunas da tabela.</translation>
    </message>
</context>
<context>
    <name>ssd::LayoutPainter</name>
    <message>
        <source>%1  (global index)</source>
        <translation>%1  (índice global)</translation>
    </message>
    <message>
        <source>%1  (root table and its interleaved rows)</source>
        <translation>%1  (tabela raiz e suas linhas intercaladas)</translation>
    </message>
    <message>
        <source>index</source>
        <translation>índice</translation>
    </message>
    <message>
        <source>dashed boxes: index entries; red dashed lines: split boundaries</source>
        <translation>caixas tracejadas: entradas de índice; linhas tracejadas vermelhas: limites de divisão</translation>
    </message>
    <message>
        <source>dashed boxes: index entries</source>
        <translation>caixas tracejadas: entradas de índice</translation>
    </message>
    <message>
        <source>No rows: the schema has no table with a usable key.</source>
        <translation>Sem linhas: o esquema não tem tabela com uma chave utilizável.</translation>
    </message>
    <message>
        <source>Split %1</source>
        <translation>Divisão %1</translation>
    </message>
    <message>
        <source>server %1</source>
        <translation>servidor %1</translation>
    </message>
    <message>
        <source>%1 rows in key order, %2 row trees (brackets)</source>
        <translation>%1 linhas na ordem das chaves, %2 árvores de linhas (colchetes)</translation>
    </message>
    <message>
        <source>Physical layout</source>
        <translation>Layout físico</translation>
    </message>
    <message>
        <source>%1  (root table)</source>
        <translation>%1  (tabela raiz)</translation>
    </message>
    <message>
        <source>; numbers: the query&apos;s read order</source>
        <translation>; números: a ordem de leitura da consulta</translation>
    </message>
</context>
<context>
    <name>ssd::LayoutRunner</name>
    <message>
        <source>Auto layout…</source>
        <translation>Organizando automaticamente…</translation>
    </message>
    <message>
        <source>Arranging the diagram…</source>
        <translation>Organizando o diagrama…</translation>
    </message>
    <message>
        <source>Auto layout cancelled.</source>
        <translation>Organização automática cancelada.</translation>
    </message>
    <message>
        <source>Auto layout failed: %1</source>
        <translation>Falha ao organizar automaticamente: %1</translation>
    </message>
    <message>
        <source>Auto layout discarded: the diagram changed while it ran. Run it again to arrange the new diagram.</source>
        <translation>Organização automática descartada: o diagrama mudou enquanto ela rodava. Rode-a de novo para organizar o novo diagrama.</translation>
    </message>
    <message>
        <source>Auto layout</source>
        <translation>Organizar automaticamente</translation>
    </message>
</context>
<context>
    <name>ssd::Lexing</name>
    <message>
        <source>parentheses nested more than %1 deep; the rest of the statement is not read</source>
        <translation>parênteses aninhados com mais de %1 níveis; o restante da instrução não é lido</translation>
    </message>
</context>
<context>
    <name>ssd::LiveRunner</name>
    <message>
        <source>%1 (emulator)</source>
        <translation>%1 (emulador)</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Cancelling...</source>
        <translation>Cancelando...</translation>
    </message>
</context>
<context>
    <name>ssd::MainWindow</name>
    <message>
        <source>Undo History</source>
        <translation>Histórico de desfazer</translation>
    </message>
    <message>
        <source>&lt;opened&gt;</source>
        <translation>&lt;aberto&gt;</translation>
    </message>
    <message>
        <source>Ready.</source>
        <translation>Pronto.</translation>
    </message>
    <message>
        <source>Ready (grid placement: Graphviz layout not built).</source>
        <translation>Pronto (posicionamento em grade: layout do Graphviz não compilado).</translation>
    </message>
    <message>
        <source>Cannot interleave</source>
        <translation>Não é possível intercalar</translation>
    </message>
    <message>
        <source>Interleave %1 in %2</source>
        <translation>Intercalar %1 em %2</translation>
    </message>
    <message>
        <source>A child table&apos;s primary key must start with its parent&apos;s key columns (%1). Add them to the start of %2&apos;s key?</source>
        <translation>A chave primária de uma tabela filha precisa começar com as colunas de chave da tabela pai (%1). Adicioná-las ao início da chave de %2?</translation>
    </message>
    <message>
        <source>Prefix the key and interleave</source>
        <translation>Prefixar a chave e intercalar</translation>
    </message>
    <message>
        <source>Interleave only</source>
        <translation>Apenas intercalar</translation>
    </message>
    <message>
        <source>%1[*] - Spanner Schema Designer</source>
        <translation>%1[*] - Spanner Schema Designer</translation>
    </message>
</context>
<context>
    <name>ssd::MigrationPreview</name>
    <message>
        <source>In place</source>
        <translation>No local</translation>
    </message>
    <message>
        <source>Validating</source>
        <translation>Com validação</translation>
    </message>
    <message>
        <source>Destructive</source>
        <translation>Destrutiva</translation>
    </message>
    <message>
        <source>Recreate</source>
        <translation>Recriação</translation>
    </message>
    <message>
        <source>changes the schema without touching the data</source>
        <translation>altera o esquema sem tocar nos dados</translation>
    </message>
    <message>
        <source>Spanner checks the existing rows and refuses the change if one breaks it</source>
        <translation>o Spanner verifica as linhas existentes e recusa a alteração se alguma a violar</translation>
    </message>
    <message>
        <source>drops a table or column: its data is lost</source>
        <translation>remove uma tabela ou coluna: seus dados são perdidos</translation>
    </message>
    <message>
        <source>cannot change in place: dropped and created again, its data is lost</source>
        <translation>não pode mudar no local: é removido e criado de novo, seus dados são perdidos</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 (%2 %3)</source>
        <translation>%1 (%2 %3)</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;: %2</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;: %2</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Etapa</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Tipo</translation>
    </message>
    <message>
        <source>Object</source>
        <translation>Objeto</translation>
    </message>
    <message>
        <source>What and why</source>
        <translation>O quê e por quê</translation>
    </message>
    <message>
        <source>Fails when: %1</source>
        <translation>Falha quando: %1</translation>
    </message>
    <message>
        <source>No changes: the design is the same as the baseline.</source>
        <translation>Nenhuma alteração: o projeto é igual à versão de base.</translation>
    </message>
    <message numerus="yes">
        <source>Step %1 is left out, but step(s) %2 may need it: tick it or leave them out too.</source>
        <translation>
            <numerusform>A etapa %1 foi deixada de fora, mas a etapa %2 pode precisar dela: marque-a ou deixe essa também de fora.</numerusform>
            <numerusform>A etapa %1 foi deixada de fora, mas as etapas %2 podem precisar dela: marque-a ou deixe essas também de fora.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Script of the ticked steps (%1 of %n):</source>
        <translation>
            <numerusform>Script das etapas marcadas (%1 de %n):</numerusform>
            <numerusform>Script das etapas marcadas (%1 de %n):</numerusform>
        </translation>
    </message>
    <message>
        <source>-- No step is ticked: nothing would be written.</source>
        <translation>-- Nenhuma etapa marcada: nada seria gravado.</translation>
    </message>
    <message numerus="yes">
        <source>... and %n more.</source>
        <translation>
            <numerusform>... e mais %n.</numerusform>
            <numerusform>... e mais %n.</numerusform>
        </translation>
    </message>
    <message>
        <source>table</source>
        <translation>tabela</translation>
    </message>
    <message>
        <source>column</source>
        <translation>coluna</translation>
    </message>
    <message>
        <source>index</source>
        <translation>índice</translation>
    </message>
    <message>
        <source>sequence</source>
        <translation>sequência</translation>
    </message>
    <message>
        <source>view</source>
        <translation>visualização</translation>
    </message>
    <message>
        <source>change stream</source>
        <translation>fluxo de alterações</translation>
    </message>
    <message>
        <source>foreign key</source>
        <translation>chave estrangeira</translation>
    </message>
    <message>
        <source>check</source>
        <translation>restrição de verificação</translation>
    </message>
    <message>
        <source>row deletion policy</source>
        <translation>política de exclusão de linhas</translation>
    </message>
    <message>
        <source>schema</source>
        <translation>esquema</translation>
    </message>
    <message>
        <source>database</source>
        <translation>banco de dados</translation>
    </message>
    <message>
        <source>role</source>
        <translation>papel</translation>
    </message>
    <message>
        <source>grant</source>
        <translation>concessão</translation>
    </message>
    <message>
        <source>model</source>
        <translation>modelo</translation>
    </message>
    <message>
        <source>locality group</source>
        <translation>grupo de localidade</translation>
    </message>
    <message>
        <source>property graph</source>
        <translation>grafo de propriedades</translation>
    </message>
    <message>
        <source>search index</source>
        <translation>índice de pesquisa</translation>
    </message>
    <message>
        <source>vector index</source>
        <translation>índice vetorial</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
</context>
<context>
    <name>ssd::ModelJson</name>
    <message>
        <source>types nested too deeply</source>
        <translation>tipos aninhados profundamente demais</translation>
    </message>
    <message>
        <source>an array type needs exactly one element type</source>
        <translation>um tipo array precisa de exatamente um tipo de elemento</translation>
    </message>
    <message>
        <source>a struct needs one name per field</source>
        <translation>um struct precisa de um nome por campo</translation>
    </message>
    <message>
        <source>only array and struct types have element types</source>
        <translation>só tipos array e struct têm tipos de elemento</translation>
    </message>
    <message>
        <source>missing</source>
        <translation>ausente</translation>
    </message>
    <message>
        <source>a string is expected</source>
        <translation>esperada uma string</translation>
    </message>
    <message>
        <source>true or false is expected</source>
        <translation>esperado true ou false</translation>
    </message>
    <message>
        <source>an integer is expected</source>
        <translation>esperado um inteiro</translation>
    </message>
    <message>
        <source>out of range</source>
        <translation>fora do intervalo</translation>
    </message>
    <message>
        <source>must be positive</source>
        <translation>precisa ser positivo</translation>
    </message>
    <message>
        <source>an array of strings is expected</source>
        <translation>esperado um array de strings</translation>
    </message>
    <message>
        <source>unknown value %1</source>
        <translation>valor desconhecido %1</translation>
    </message>
    <message>
        <source>(not a string)</source>
        <translation>(não é uma string)</translation>
    </message>
    <message>
        <source>an array is expected</source>
        <translation>esperado um array</translation>
    </message>
    <message>
        <source>element %1 is not an object</source>
        <translation>o elemento %1 não é um objeto</translation>
    </message>
    <message>
        <source>an array of [name, value] pairs is expected</source>
        <translation>esperado um array de pares [nome, valor]</translation>
    </message>
    <message>
        <source>an object is expected</source>
        <translation>esperado um objeto</translation>
    </message>
    <message>
        <source>%1 has no object id</source>
        <translation>%1 não tem id de objeto</translation>
    </message>
    <message>
        <source>%1 has id %2, above lastId %3</source>
        <translation>%1 tem o id %2, acima de lastId %3</translation>
    </message>
    <message>
        <source>%1 reuses object id %2</source>
        <translation>%1 reutiliza o id de objeto %2</translation>
    </message>
    <message>
        <source>table %1</source>
        <translation>tabela %1</translation>
    </message>
    <message>
        <source>column %1.%2</source>
        <translation>coluna %1.%2</translation>
    </message>
    <message>
        <source>a value must be null or [kind, value]</source>
        <translation>um valor precisa ser null ou [tipo, valor]</translation>
    </message>
    <message>
        <source>invalid %1 value</source>
        <translation>valor %1 inválido</translation>
    </message>
</context>
<context>
    <name>ssd::OpenDatabaseDialog</name>
    <message>
        <source>The Spanner emulator (no credentials)</source>
        <translation>O emulador do Spanner (sem credenciais)</translation>
    </message>
    <message>
        <source>Open Database</source>
        <translation>Abrir banco de dados</translation>
    </message>
    <message>
        <source>Database &amp;URI:</source>
        <translation>&amp;URI do banco de dados:</translation>
    </message>
    <message>
        <source>&amp;Project:</source>
        <translation>&amp;Projeto:</translation>
    </message>
    <message>
        <source>&amp;Instance:</source>
        <translation>&amp;Instância:</translation>
    </message>
    <message>
        <source>&amp;Database:</source>
        <translation>&amp;Banco de dados:</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>Onde</translation>
    </message>
    <message>
        <source>Emulator &amp;endpoint (REST):</source>
        <translation>&amp;Endpoint do emulador (REST):</translation>
    </message>
    <message>
        <source>Without the emulator: Cloud Spanner, with credentials from --access-token-command, SPANNER_ACCESS_TOKEN, Application Default Credentials or gcloud. Credentials are never stored in the design.</source>
        <translation>Sem o emulador: Cloud Spanner, com credenciais de --access-token-command, SPANNER_ACCESS_TOKEN, Application Default Credentials ou gcloud. As credenciais nunca são gravadas no projeto.</translation>
    </message>
    <message>
        <source>Recent databases</source>
        <translation>Bancos de dados recentes</translation>
    </message>
    <message>
        <source>Enter a database URI, or its project, instance and database.</source>
        <translation>Informe a URI de um banco de dados, ou seu projeto, instância e banco de dados.</translation>
    </message>
</context>
<context>
    <name>ssd::Physical</name>
    <message>
        <source>table %1 is interleaved in %2, which is missing or part of a cycle; it is laid out as a root table</source>
        <translation>a tabela %1 está intercalada em %2, que não existe ou faz parte de um ciclo; ela é disposta como tabela raiz</translation>
    </message>
    <message>
        <source>search index %1 is not part of the physical layout model</source>
        <translation>o índice de pesquisa %1 não faz parte do modelo de layout físico</translation>
    </message>
    <message>
        <source>vector index %1 is not part of the physical layout model</source>
        <translation>o índice vetorial %1 não faz parte do modelo de layout físico</translation>
    </message>
    <message>
        <source>index %1 is on table %2, which does not exist</source>
        <translation>o índice %1 é da tabela %2, que não existe</translation>
    </message>
    <message>
        <source>table %1 has no PRIMARY KEY; it is laid out as a single-row table</source>
        <translation>a tabela %1 não tem PRIMARY KEY; ela é disposta como tabela de uma só linha</translation>
    </message>
    <message>
        <source>key column %1 of table %2 does not exist</source>
        <translation>a coluna de chave %1 da tabela %2 não existe</translation>
    </message>
    <message>
        <source>key column %1 of table %2 has a type that cannot be part of a key</source>
        <translation>a coluna de chave %1 da tabela %2 tem um tipo que não pode fazer parte de uma chave</translation>
    </message>
    <message>
        <source>the primary key of %1 does not start with the primary key of its parent %2; its rows are placed by position</source>
        <translation>a chave primária de %1 não começa com a chave primária da tabela pai %2; as linhas são posicionadas por posição</translation>
    </message>
    <message>
        <source>index %1 uses column %2, which table %3 does not have</source>
        <translation>o índice %1 usa a coluna %2, que a tabela %3 não tem</translation>
    </message>
    <message>
        <source>index %1 is interleaved in %2, which does not exist; it is laid out as a global index</source>
        <translation>o índice %1 está intercalado em %2, que não existe; ele é disposto como índice global</translation>
    </message>
    <message>
        <source>the keys of interleaved index %1 do not start with the primary key of %2</source>
        <translation>as chaves do índice intercalado %1 não começam com a chave primária de %2</translation>
    </message>
    <message>
        <source>Storage order: %1 rows, %2 row trees, %3 splits
</source>
        <translation>Ordem de armazenamento: %1 linhas, %2 árvores de linhas, %3 divisões
</translation>
    </message>
    <message>
        <source>---- split %1 on server %2 (inside a row tree) ----
</source>
        <translation>---- divisão %1 no servidor %2 (dentro de uma árvore de linhas) ----
</translation>
    </message>
    <message>
        <source>---- split %1 on server %2 ----
</source>
        <translation>---- divisão %1 no servidor %2 ----
</translation>
    </message>
    <message>
        <source>  [index entry]</source>
        <translation>  [entrada de índice]</translation>
    </message>
    <message>
        <source>%1 ticks, %2 servers x %3 writes/s = %4 writes/s capacity
</source>
        <translation>%1 ticks, %2 servidores x %3 gravações/s = capacidade de %4 gravações/s
</translation>
    </message>
    <message>
        <source>tick   offered  achieved  splits warm hot  hottest split (server, writes/s)
</source>
        <translation>tick  ofertado  atingido  divis. morn qnt  divisão mais quente (servidor, gravações/s)
</translation>
    </message>
    <message>
        <source>
events:
</source>
        <translation>
eventos:
</translation>
    </message>
    <message>
        <source>  (none)
</source>
        <translation>  (nenhum)
</translation>
    </message>
    <message>
        <source>hash needs a shard count between 1 and 4096, e.g. hash:8</source>
        <translation>hash precisa de um número de shards entre 1 e 4096, por exemplo hash:8</translation>
    </message>
    <message>
        <source>swapped:E needs an entity count between 1 and 1000000</source>
        <translation>swapped:E precisa de um número de entidades entre 1 e 1000000</translation>
    </message>
    <message>
        <source>swapped:E:s needs a skew between 0 and 5</source>
        <translation>swapped:E:s precisa de uma assimetria entre 0 e 5</translation>
    </message>
    <message>
        <source>swapped takes at most two arguments: swapped:E:s</source>
        <translation>swapped aceita no máximo dois argumentos: swapped:E:s</translation>
    </message>
    <message>
        <source>unknown strategy &apos;%1&apos; (use sequential, timestamp, commit-timestamp, uuid4, bit-reversed, hash:N or swapped)</source>
        <translation>estratégia desconhecida &apos;%1&apos; (use sequential, timestamp, commit-timestamp, uuid4, bit-reversed, hash:N ou swapped)</translation>
    </message>
    <message>
        <source>strategy &apos;%1&apos; takes no argument</source>
        <translation>a estratégia &apos;%1&apos; não aceita argumento</translation>
    </message>
    <message>
        <source>load split of %1</source>
        <translation>divisão por carga de %1</translation>
    </message>
    <message>
        <source>all load on a single row with no children</source>
        <translation>toda a carga em uma única linha sem filhas</translation>
    </message>
    <message>
        <source>hotspot moved from the split starting at %1</source>
        <translation>o hotspot saiu da divisão que começa em %1</translation>
    </message>
    <message>
        <source>size split of %1</source>
        <translation>divisão por tamanho de %1</translation>
    </message>
    <message>
        <source>absorbed the split starting at %1</source>
        <translation>absorveu a divisão que começa em %1</translation>
    </message>
    <message>
        <source>new split placed on server %1 (from %2)</source>
        <translation>nova divisão colocada no servidor %1 (vinda de %2)</translation>
    </message>
    <message>
        <source>moved from server %1 to %2 for balance</source>
        <translation>movida do servidor %1 para %2 para equilibrar a carga</translation>
    </message>
    <message>
        <source>servers must be between 1 and 10000 (got %1)</source>
        <translation>o número de servidores deve estar entre 1 e 10000 (recebido: %1)</translation>
    </message>
    <message>
        <source>capacity must be at least 1 write/s per server (got %1)</source>
        <translation>a capacidade deve ser de pelo menos 1 gravação/s por servidor (recebido: %1)</translation>
    </message>
    <message>
        <source>ticks must be between 0 and 100000 (got %1)</source>
        <translation>o número de ticks deve estar entre 0 e 100000 (recebido: %1)</translation>
    </message>
    <message>
        <source>simulation parameters out of range (tick length, split delay, keys per tick, heatmap ranges 1-1000 and S_max must be positive)</source>
        <translation>parâmetros de simulação fora do intervalo (duração do tick, atraso da divisão, chaves por tick, intervalos do mapa de calor 1-1000 e S_max devem ser positivos)</translation>
    </message>
    <message>
        <source>%1: unknown table &apos;%2&apos;</source>
        <translation>%1: tabela desconhecida &apos;%2&apos;</translation>
    </message>
    <message>
        <source>inserts</source>
        <translation>inserções</translation>
    </message>
    <message>
        <source>strategy %1 needs a primary key with at least %2 columns of its own in table %3 (e.g. PRIMARY KEY (ShardId, CreatedAt)); %3 has %4</source>
        <translation>a estratégia %1 precisa de uma chave primária com pelo menos %2 colunas próprias na tabela %3 (por exemplo PRIMARY KEY (ShardId, CreatedAt)); %3 tem %4</translation>
    </message>
    <message>
        <source>inserts into %1: rate must be &gt;= 0 and fan-out 0-100</source>
        <translation>inserções em %1: a taxa deve ser &gt;= 0 e o fan-out 0-100</translation>
    </message>
    <message>
        <source>updates</source>
        <translation>atualizações</translation>
    </message>
    <message>
        <source>initial rows</source>
        <translation>linhas iniciais</translation>
    </message>
    <message>
        <source>initial rows of %1: count must be 0-1000000 and fan-out 0-100</source>
        <translation>linhas iniciais de %1: a contagem deve ser 0-1000000 e o fan-out 0-100</translation>
    </message>
    <message>
        <source>hot row</source>
        <translation>linha quente</translation>
    </message>
    <message>
        <source>hot row of %1 has %2 key values; the primary key has %3 columns</source>
        <translation>a linha quente de %1 tem %2 valores de chave; a chave primária tem %3 colunas</translation>
    </message>
    <message>
        <source>sample row %1 belongs to table %2, which is not in the schema</source>
        <translation>a linha de exemplo %1 pertence à tabela %2, que não está no esquema</translation>
    </message>
    <message>
        <source>duplicate key %1: the later row is ignored</source>
        <translation>chave duplicada %1: a linha posterior é ignorada</translation>
    </message>
    <message>
        <source>split</source>
        <comment>simulation event: a split was created</comment>
        <translation>divisão</translation>
    </message>
    <message>
        <source>merge</source>
        <comment>simulation event: two splits were merged</comment>
        <translation>fusão</translation>
    </message>
    <message>
        <source>move</source>
        <comment>simulation event: a split moved to another server</comment>
        <translation>movimentação</translation>
    </message>
</context>
<context>
    <name>ssd::PhysicalLayoutDock</name>
    <message>
        <source>Physical Layout</source>
        <translation>Layout físico</translation>
    </message>
    <message>
        <source>Sample rows generated for every table</source>
        <translation>Linhas de exemplo geradas para cada tabela</translation>
    </message>
    <message>
        <source>Seed of the sample rows: the same seed gives the same rows</source>
        <translation>Semente das linhas de exemplo: a mesma semente gera as mesmas linhas</translation>
    </message>
    <message>
        <source>Number of splits the rows are cut into</source>
        <translation>Número de divisões em que as linhas são cortadas</translation>
    </message>
    <message>
        <source>Servers the splits are spread over (0: one per split)</source>
        <translation>Servidores pelos quais as divisões são distribuídas (0: um por divisão)</translation>
    </message>
    <message>
        <source>Show the layout as it would be if this table were not interleaved</source>
        <translation>Mostra o layout como ele seria se esta tabela não fosse intercalada</translation>
    </message>
    <message>
        <source>one per split</source>
        <translation>um por divisão</translation>
    </message>
    <message>
        <source>Rows</source>
        <translation>Linhas</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Semente</translation>
    </message>
    <message>
        <source>Splits</source>
        <translation>Divisões</translation>
    </message>
    <message>
        <source>Servers</source>
        <translation>Servidores</translation>
    </message>
    <message>
        <source>What if not interleaved:</source>
        <translation>E se não fosse intercalada:</translation>
    </message>
    <message>
        <source>(no comparison)</source>
        <translation>(sem comparação)</translation>
    </message>
    <message>
        <source>Storage order</source>
        <translation>Ordem de armazenamento</translation>
    </message>
    <message>
        <source>If %1 were not interleaved</source>
        <translation>Se %1 não fosse intercalada</translation>
    </message>
    <message>
        <source>%1 rows and index entries in %2 row trees, %3 splits.</source>
        <translation>%1 linhas e entradas de índice em %2 árvores de linhas, %3 divisões.</translation>
    </message>
    <message>
        <source>Add Row...</source>
        <translation>Adicionar linha...</translation>
    </message>
    <message>
        <source>Add a row by typing its key values</source>
        <translation>Adiciona uma linha digitando os valores da chave</translation>
    </message>
    <message>
        <source>Edit Row...</source>
        <translation>Editar linha...</translation>
    </message>
    <message>
        <source>Change the key values of the picked row (double-clicking a row does the same)</source>
        <translation>Altera os valores da chave da linha escolhida (um clique duplo em uma linha faz o mesmo)</translation>
    </message>
    <message>
        <source>Delete Row</source>
        <translation>Excluir linha</translation>
    </message>
    <message>
        <source>Delete the picked row and the rows interleaved under it</source>
        <translation>Exclui a linha escolhida e as linhas intercaladas abaixo dela</translation>
    </message>
    <message>
        <source>Generate Rows</source>
        <translation>Gerar linhas</translation>
    </message>
    <message>
        <source>Discard the entered rows and show rows generated from the seed</source>
        <translation>Descarta as linhas digitadas e mostra linhas geradas a partir da semente</translation>
    </message>
    <message>
        <source>Colours: %1</source>
        <translation>Cores: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n entered row(s)</source>
        <translation>
            <numerusform>%n linha digitada</numerusform>
            <numerusform>%n linhas digitadas</numerusform>
        </translation>
    </message>
    <message>
        <source>Rows generated from the seed</source>
        <translation>Linhas geradas a partir da semente</translation>
    </message>
    <message>
        <source>Add row %1</source>
        <translation>Adicionar a linha %1</translation>
    </message>
    <message>
        <source>Pick a row first.</source>
        <translation>Escolha uma linha primeiro.</translation>
    </message>
    <message numerus="yes">
        <source>Edit row %1 and %n row(s) below it</source>
        <translation>
            <numerusform>Editar a linha %1 e %n linha abaixo dela</numerusform>
            <numerusform>Editar a linha %1 e %n linhas abaixo dela</numerusform>
        </translation>
    </message>
    <message>
        <source>Edit row %1</source>
        <translation>Editar a linha %1</translation>
    </message>
    <message>
        <source>The last row cannot be deleted; use Generate Rows to start over.</source>
        <translation>A última linha não pode ser excluída; use Gerar linhas para recomeçar.</translation>
    </message>
    <message numerus="yes">
        <source>Delete row %1 and %n row(s) below it</source>
        <translation>
            <numerusform>Excluir a linha %1 e %n linha abaixo dela</numerusform>
            <numerusform>Excluir a linha %1 e %n linhas abaixo dela</numerusform>
        </translation>
    </message>
    <message>
        <source>Delete row %1</source>
        <translation>Excluir a linha %1</translation>
    </message>
    <message>
        <source>Generate rows</source>
        <translation>Gerar linhas</translation>
    </message>
    <message numerus="yes">
        <source>%n entered row(s) no longer match their table&apos;s columns: edit them or use Generate Rows.</source>
        <translation>
            <numerusform>%n linha digitada não corresponde mais às colunas da sua tabela: edite-a ou use Gerar linhas.</numerusform>
            <numerusform>%n linhas digitadas não correspondem mais às colunas das suas tabelas: edite-as ou use Gerar linhas.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ssd::PhysicalViews</name>
    <message>
        <source>Lesson</source>
        <translation>Lição</translation>
    </message>
    <message>
        <source>Simulate:</source>
        <translation>Simular:</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Ajuda</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Aj&amp;uda</translation>
    </message>
    <message>
        <source>&amp;Lessons</source>
        <translation>&amp;Lições</translation>
    </message>
    <message>
        <source>Lesson: %1</source>
        <translation>Lição: %1</translation>
    </message>
    <message>
        <source>Lesson &quot;%1&quot; opened.</source>
        <translation>Lição &quot;%1&quot; aberta.</translation>
    </message>
</context>
<context>
    <name>ssd::PostgreSqlParser</name>
    <message>
        <source>primary key column %1 can&apos;t be nullable</source>
        <translation>a coluna de chave primária %1 não pode aceitar nulos</translation>
    </message>
    <message>
        <source>column %1 is generated and can&apos;t have a default</source>
        <translation>a coluna %1 é gerada e não pode ter um padrão</translation>
    </message>
    <message>
        <source>column %1 is not an identity column</source>
        <translation>a coluna %1 não é uma coluna de identidade</translation>
    </message>
    <message>
        <source>column %1 already exists in table %2</source>
        <translation>a coluna %1 já existe na tabela %2</translation>
    </message>
    <message>
        <source>cannot drop key column %1 of table %2</source>
        <translation>não é possível remover a coluna de chave %1 da tabela %2</translation>
    </message>
    <message>
        <source>cannot drop column %1: index %2 uses it</source>
        <translation>não é possível remover a coluna %1: o índice %2 a usa</translation>
    </message>
    <message>
        <source>cannot drop column %1: foreign key %2 uses it</source>
        <translation>não é possível remover a coluna %1: a chave estrangeira %2 a usa</translation>
    </message>
    <message>
        <source>constraint %1 does not exist on table %2</source>
        <translation>a restrição %1 não existe na tabela %2</translation>
    </message>
    <message>
        <source>table %1 already has a TTL (use ALTER TTL)</source>
        <translation>a tabela %1 já tem um TTL (use ALTER TTL)</translation>
    </message>
    <message>
        <source>table %1 has no TTL to alter (use ADD TTL)</source>
        <translation>a tabela %1 não tem TTL para alterar (use ADD TTL)</translation>
    </message>
    <message>
        <source>table %1 has no TTL to drop</source>
        <translation>a tabela %1 não tem TTL para remover</translation>
    </message>
    <message>
        <source>table %1 is not interleaved IN PARENT; SET ON DELETE needs a parent</source>
        <translation>a tabela %1 não está intercalada com IN PARENT; SET ON DELETE exige uma tabela pai</translation>
    </message>
    <message>
        <source>table %1 is not interleaved; interleaving can&apos;t be added later</source>
        <translation>a tabela %1 não está intercalada; a intercalação não pode ser adicionada depois</translation>
    </message>
    <message>
        <source>table %1 is interleaved in %2; the parent can&apos;t be changed</source>
        <translation>a tabela %1 está intercalada em %2; a tabela pai não pode ser alterada</translation>
    </message>
    <message>
        <source>table %1 has no synonym %2</source>
        <translation>a tabela %1 não tem o sinônimo %2</translation>
    </message>
    <message>
        <source>index</source>
        <translation>índice</translation>
    </message>
    <message>
        <source>search index %1 key column %2 must be spanner.tokenlist</source>
        <translation>a coluna de chave %2 do índice de pesquisa %1 deve ser spanner.tokenlist</translation>
    </message>
    <message>
        <source>column %1 is already included in index %2</source>
        <translation>a coluna %1 já está incluída no índice %2</translation>
    </message>
    <message>
        <source>column %1 is a key column of index %2</source>
        <translation>a coluna %1 é uma coluna de chave do índice %2</translation>
    </message>
    <message>
        <source>column %1 is not an INCLUDE column of index %2</source>
        <translation>a coluna %1 não é uma coluna INCLUDE do índice %2</translation>
    </message>
    <message>
        <source>sequence</source>
        <translation>sequência</translation>
    </message>
    <message>
        <source>sequence %1 does not exist</source>
        <translation>a sequência %1 não existe</translation>
    </message>
    <message>
        <source>brackets nested more than %1 deep in an expression; Spanner refuses such expressions</source>
        <translation>parênteses aninhados com mais de %1 níveis em uma expressão; o Spanner recusa expressões assim</translation>
    </message>
    <message>
        <source>schema</source>
        <translation>esquema</translation>
    </message>
    <message>
        <source>view</source>
        <translation>visualização</translation>
    </message>
    <message>
        <source>key column %1 of table %2 is tracked implicitly and can&apos;t be listed in a change stream</source>
        <translation>a coluna de chave %1 da tabela %2 é acompanhada implicitamente e não pode ser listada em um fluxo de alterações</translation>
    </message>
    <message>
        <source>change stream</source>
        <translation>fluxo de alterações</translation>
    </message>
    <message>
        <source>locality group %1 already exists</source>
        <translation>o grupo de localidade %1 já existe</translation>
    </message>
    <message>
        <source>role</source>
        <translation>papel</translation>
    </message>
    <message>
        <source>an unsupported type</source>
        <translation>um tipo sem suporte</translation>
    </message>
    <message>
        <source>table %1 does not exist (did you mean &quot;%2&quot;? unquoted names are folded to lower case)</source>
        <translation>a tabela %1 não existe (você quis dizer &quot;%2&quot;? nomes sem aspas são convertidos para minúsculas)</translation>
    </message>
    <message>
        <source>table %1 does not exist</source>
        <translation>a tabela %1 não existe</translation>
    </message>
    <message>
        <source>column %1 does not exist in table %2</source>
        <translation>a coluna %1 não existe na tabela %2</translation>
    </message>
    <message>
        <source>schema %1 does not exist</source>
        <translation>o esquema %1 não existe</translation>
    </message>
    <message>
        <source>column %1 appears twice in the primary key of %2</source>
        <translation>a coluna %1 aparece duas vezes na chave primária de %2</translation>
    </message>
    <message>
        <source>table %1 cannot be interleaved in itself</source>
        <translation>a tabela %1 não pode ser intercalada em si mesma</translation>
    </message>
    <message>
        <source>check constraint expression must be boolean, found column %1 of type %2</source>
        <translation>a expressão da restrição de verificação deve ser booleana, encontrada a coluna %1 do tipo %2</translation>
    </message>
    <message>
        <source>cannot create TTL on table %1: column %2 is %3, not timestamptz</source>
        <translation>não é possível criar TTL na tabela %1: a coluna %2 é %3, não timestamptz</translation>
    </message>
    <message>
        <source>%1 %2 does not exist</source>
        <translation>%1 %2 não existe</translation>
    </message>
    <message>
        <source>locality group</source>
        <translation>grupo de localidade</translation>
    </message>
    <message>
        <source>unterminated block comment: expected %1 closing &apos;*/&apos; (comments nest in PostgreSQL), found end of input</source>
        <translation>comentário de bloco não terminado: esperados %1 &apos;*/&apos; de fechamento (comentários se aninham no PostgreSQL), encontrado fim da entrada</translation>
    </message>
    <message>
        <source>unterminated block comment: expected &apos;*/&apos;, found end of input</source>
        <translation>comentário de bloco não terminado: esperado &apos;*/&apos;, encontrado fim da entrada</translation>
    </message>
    <message>
        <source>unterminated quoted identifier: expected closing &apos;&quot;&apos;, found end of input</source>
        <translation>identificador entre aspas não terminado: esperado &apos;&quot;&apos; de fechamento, encontrado fim da entrada</translation>
    </message>
    <message>
        <source>unterminated string literal: expected closing &quot;&apos;&quot;, found end of input</source>
        <translation>literal de string não terminado: esperado &quot;&apos;&quot; de fechamento, encontrado fim da entrada</translation>
    </message>
    <message>
        <source>zero-length quoted identifier &quot;&quot; is not allowed</source>
        <translation>identificador entre aspas vazio &quot;&quot; não é permitido</translation>
    </message>
    <message>
        <source>unterminated dollar-quoted string: expected closing &apos;%1&apos;, found end of input</source>
        <translation>string entre cifrões não terminada: esperado &apos;%1&apos; de fechamento, encontrado fim da entrada</translation>
    </message>
    <message>
        <source>unexpected character &apos;$&apos;: expected a dollar quote such as $$ or $tag$</source>
        <translation>caractere inesperado &apos;$&apos;: esperada uma delimitação com cifrões como $$ ou $tag$</translation>
    </message>
    <message>
        <source>unexpected character &apos;%1&apos;</source>
        <translation>caractere inesperado &apos;%1&apos;</translation>
    </message>
    <message>
        <source>TABLE, INDEX, SEARCH INDEX, SEQUENCE, CHANGE STREAM, DATABASE, LOCALITY GROUP, PLACEMENT or STATISTICS after ALTER</source>
        <translation>TABLE, INDEX, SEARCH INDEX, SEQUENCE, CHANGE STREAM, DATABASE, LOCALITY GROUP, PLACEMENT ou STATISTICS após ALTER</translation>
    </message>
    <message>
        <source>TABLE, INDEX, SEARCH INDEX, SEQUENCE, VIEW, CHANGE STREAM, SCHEMA, ROLE, LOCALITY GROUP or PLACEMENT after DROP</source>
        <translation>TABLE, INDEX, SEARCH INDEX, SEQUENCE, VIEW, CHANGE STREAM, SCHEMA, ROLE, LOCALITY GROUP ou PLACEMENT após DROP</translation>
    </message>
    <message>
        <source>CONCURRENTLY in DROP</source>
        <translation>CONCURRENTLY em DROP</translation>
    </message>
    <message>
        <source>a name</source>
        <translation>um nome</translation>
    </message>
    <message>
        <source>schema name can only be &apos;public&apos; in DROP CHANGE STREAM</source>
        <translation>o nome do esquema só pode ser &apos;public&apos; em DROP CHANGE STREAM</translation>
    </message>
    <message>
        <source>dropping more than one object per DROP statement</source>
        <translation>remover mais de um objeto por instrução DROP</translation>
    </message>
    <message>
        <source>DROP ... CASCADE (only RESTRICT)</source>
        <translation>DROP ... CASCADE (só RESTRICT)</translation>
    </message>
    <message>
        <source>a column name</source>
        <translation>um nome de coluna</translation>
    </message>
    <message>
        <source>both ALTER COLUMN clauses must name the same column (%1), found %2</source>
        <translation>as duas cláusulas ALTER COLUMN devem nomear a mesma coluna (%1), encontrado %2</translation>
    </message>
    <message>
        <source>the type of column %1 is changed twice</source>
        <translation>o tipo da coluna %1 é alterado duas vezes</translation>
    </message>
    <message>
        <source>changing a column to a serial type</source>
        <translation>mudar uma coluna para um tipo serial</translation>
    </message>
    <message>
        <source>a %1 clause in ALTER TABLE ALTER COLUMN TYPE</source>
        <translation>uma cláusula %1 em ALTER TABLE ALTER COLUMN TYPE</translation>
    </message>
    <message>
        <source>the nullability of column %1 is changed twice</source>
        <translation>a nulidade da coluna %1 é alterada duas vezes</translation>
    </message>
    <message>
        <source>only a type change and a SET/DROP NOT NULL can be combined in one ALTER TABLE statement</source>
        <translation>só uma mudança de tipo e um SET/DROP NOT NULL podem ser combinados em uma instrução ALTER TABLE</translation>
    </message>
    <message>
        <source>a default expression</source>
        <translation>uma expressão padrão</translation>
    </message>
    <message>
        <source>the counter value</source>
        <translation>o valor do contador</translation>
    </message>
    <message>
        <source>the locality group name</source>
        <translation>o nome do grupo de localidade</translation>
    </message>
    <message>
        <source>DEFAULT, NOT NULL, DATA TYPE, LOCALITY GROUP, NO MINVALUE, NO MAXVALUE, NO CYCLE, SKIP RANGE or NO SKIP RANGE after SET</source>
        <translation>DEFAULT, NOT NULL, DATA TYPE, LOCALITY GROUP, NO MINVALUE, NO MAXVALUE, NO CYCLE, SKIP RANGE ou NO SKIP RANGE após SET</translation>
    </message>
    <message>
        <source>ADD GENERATED on an existing column</source>
        <translation>ADD GENERATED em uma coluna existente</translation>
    </message>
    <message>
        <source>TYPE, SET DATA TYPE, SET/DROP NOT NULL, SET/DROP DEFAULT, SET sequence option or RESTART COUNTER</source>
        <translation>TYPE, SET DATA TYPE, SET/DROP NOT NULL, SET/DROP DEFAULT, SET de opção de sequência ou RESTART COUNTER</translation>
    </message>
    <message>
        <source>IF EXISTS in ALTER TABLE</source>
        <translation>IF EXISTS em ALTER TABLE</translation>
    </message>
    <message>
        <source>the table name</source>
        <translation>o nome da tabela</translation>
    </message>
    <message>
        <source>table inheritance (&apos;*&apos;) in ALTER TABLE</source>
        <translation>herança de tabelas (&apos;*&apos;) em ALTER TABLE</translation>
    </message>
    <message>
        <source>the synonym name</source>
        <translation>o nome do sinônimo</translation>
    </message>
    <message>
        <source>IF EXISTS in ALTER TABLE DROP CONSTRAINT</source>
        <translation>IF EXISTS em ALTER TABLE DROP CONSTRAINT</translation>
    </message>
    <message>
        <source>the constraint name</source>
        <translation>o nome da restrição</translation>
    </message>
    <message>
        <source>IF EXISTS in ALTER TABLE DROP COLUMN</source>
        <translation>IF EXISTS em ALTER TABLE DROP COLUMN</translation>
    </message>
    <message>
        <source>the column name</source>
        <translation>o nome da coluna</translation>
    </message>
    <message>
        <source>CASCADE in ALTER TABLE DROP (only RESTRICT)</source>
        <translation>CASCADE em ALTER TABLE DROP (só RESTRICT)</translation>
    </message>
    <message>
        <source>ON DELETE, INTERLEAVE IN or LOCALITY GROUP after SET</source>
        <translation>ON DELETE, INTERLEAVE IN ou LOCALITY GROUP após SET</translation>
    </message>
    <message>
        <source>the new table name</source>
        <translation>o novo nome da tabela</translation>
    </message>
    <message>
        <source>renaming a column</source>
        <translation>renomear uma coluna</translation>
    </message>
    <message>
        <source>TO or WITH SYNONYM TO after RENAME</source>
        <translation>TO ou WITH SYNONYM TO após RENAME</translation>
    </message>
    <message>
        <source>ADD, DROP, ALTER, SET or RENAME</source>
        <translation>ADD, DROP, ALTER, SET ou RENAME</translation>
    </message>
    <message>
        <source>more than one action per ALTER TABLE statement (only the type and NOT NULL changes of one column combine)</source>
        <translation>mais de uma ação por instrução ALTER TABLE (só as mudanças de tipo e de NOT NULL de uma mesma coluna podem ser combinadas)</translation>
    </message>
    <message>
        <source>the WHERE clause of CREATE INDEX supports only a conjunction of &lt;column&gt; IS NOT NULL expressions (found %1)</source>
        <translation>a cláusula WHERE de CREATE INDEX aceita só uma conjunção de expressões &lt;coluna&gt; IS NOT NULL (encontrado %1)</translation>
    </message>
    <message>
        <source>concurrent index creation (CONCURRENTLY)</source>
        <translation>criação concorrente de índice (CONCURRENTLY)</translation>
    </message>
    <message>
        <source>expected the index name, found &apos;ON&apos;: the index name is mandatory in Spanner</source>
        <translation>esperado o nome do índice, encontrado &apos;ON&apos;: o nome do índice é obrigatório no Spanner</translation>
    </message>
    <message>
        <source>the index name</source>
        <translation>o nome do índice</translation>
    </message>
    <message>
        <source>ONLY (table inheritance) in CREATE INDEX</source>
        <translation>ONLY (herança de tabelas) em CREATE INDEX</translation>
    </message>
    <message>
        <source>table hints in CREATE INDEX</source>
        <translation>dicas de tabela em CREATE INDEX</translation>
    </message>
    <message>
        <source>an access method</source>
        <translation>um método de acesso</translation>
    </message>
    <message>
        <source>access method &apos;%1&apos; (only USING scann, for vector indexes)</source>
        <translation>método de acesso &apos;%1&apos; (só USING scann, para índices vetoriais)</translation>
    </message>
    <message>
        <source>expressions in CREATE INDEX</source>
        <translation>expressões em CREATE INDEX</translation>
    </message>
    <message>
        <source>an index column name</source>
        <translation>um nome de coluna do índice</translation>
    </message>
    <message>
        <source>setting collation in CREATE INDEX</source>
        <translation>definir a ordenação de caracteres (collation) em CREATE INDEX</translation>
    </message>
    <message>
        <source>setting an operator class in CREATE INDEX</source>
        <translation>definir uma classe de operadores em CREATE INDEX</translation>
    </message>
    <message>
        <source>FIRST or LAST</source>
        <translation>FIRST ou LAST</translation>
    </message>
    <message>
        <source>expected INCLUDE, found &apos;STORING&apos; (STORING is GoogleSQL syntax)</source>
        <translation>esperado INCLUDE, encontrado &apos;STORING&apos; (STORING é sintaxe do GoogleSQL)</translation>
    </message>
    <message>
        <source>an included column name</source>
        <translation>um nome de coluna incluída</translation>
    </message>
    <message>
        <source>a partition column name</source>
        <translation>um nome de coluna de partição</translation>
    </message>
    <message>
        <source>an order column name</source>
        <translation>um nome de coluna de ordenação</translation>
    </message>
    <message>
        <source>expected LOCALITY GROUP or end of statement, found &apos;INTERLEAVE&apos; (INTERLEAVE IN must come before WHERE)</source>
        <translation>esperado LOCALITY GROUP ou fim da instrução, encontrado &apos;INTERLEAVE&apos; (INTERLEAVE IN deve vir antes de WHERE)</translation>
    </message>
    <message>
        <source>expected the table name, found &apos;PARENT&apos;: indexes take INTERLEAVE IN t without PARENT</source>
        <translation>esperado o nome da tabela, encontrado &apos;PARENT&apos;: índices usam INTERLEAVE IN t sem PARENT</translation>
    </message>
    <message>
        <source>the table to interleave the index in</source>
        <translation>a tabela em que o índice será intercalado</translation>
    </message>
    <message>
        <source>index options (WITH (...)) on a regular index</source>
        <translation>opções de índice (WITH (...)) em um índice comum</translation>
    </message>
    <message>
        <source>tablespaces in CREATE INDEX</source>
        <translation>tablespaces em CREATE INDEX</translation>
    </message>
    <message>
        <source>NULLS [NOT] DISTINCT in CREATE INDEX</source>
        <translation>NULLS [NOT] DISTINCT em CREATE INDEX</translation>
    </message>
    <message>
        <source>expected INTERLEAVE IN without a comma, found &apos;,&apos; (&apos;, INTERLEAVE IN&apos; is GoogleSQL syntax)</source>
        <translation>esperado INTERLEAVE IN sem vírgula, encontrado &apos;,&apos; (&apos;, INTERLEAVE IN&apos; é sintaxe do GoogleSQL)</translation>
    </message>
    <message>
        <source>INCLUDE, PARTITION BY, ORDER BY, INTERLEAVE IN, WHERE, WITH or end of statement</source>
        <translation>INCLUDE, PARTITION BY, ORDER BY, INTERLEAVE IN, WHERE, WITH ou fim da instrução</translation>
    </message>
    <message>
        <source>INCLUDE, INTERLEAVE IN, WHERE, WITH, LOCALITY GROUP or end of statement</source>
        <translation>INCLUDE, INTERLEAVE IN, WHERE, WITH, LOCALITY GROUP ou fim da instrução</translation>
    </message>
    <message>
        <source>vector index %1 needs WITH (distance_type = ...)</source>
        <translation>o índice vetorial %1 exige WITH (distance_type = ...)</translation>
    </message>
    <message>
        <source>IF EXISTS in ALTER INDEX</source>
        <translation>IF EXISTS em ALTER INDEX</translation>
    </message>
    <message>
        <source>ADD INCLUDE COLUMN or DROP INCLUDE COLUMN</source>
        <translation>ADD INCLUDE COLUMN ou DROP INCLUDE COLUMN</translation>
    </message>
    <message>
        <source>the sequence name</source>
        <translation>o nome da sequência</translation>
    </message>
    <message>
        <source>a sequence option</source>
        <translation>uma opção de sequência</translation>
    </message>
    <message>
        <source>the view name</source>
        <translation>o nome da visualização</translation>
    </message>
    <message>
        <source>setting column names in CREATE VIEW</source>
        <translation>definir nomes de colunas em CREATE VIEW</translation>
    </message>
    <message>
        <source>a WITH clause in CREATE VIEW</source>
        <translation>uma cláusula WITH em CREATE VIEW</translation>
    </message>
    <message>
        <source>expected SQL SECURITY INVOKER or SQL SECURITY DEFINER (mandatory in Spanner), found %1</source>
        <translation>esperado SQL SECURITY INVOKER ou SQL SECURITY DEFINER (obrigatório no Spanner), encontrado %1</translation>
    </message>
    <message>
        <source>INVOKER or DEFINER</source>
        <translation>INVOKER ou DEFINER</translation>
    </message>
    <message>
        <source>the view query</source>
        <translation>a consulta da visualização</translation>
    </message>
    <message>
        <source>a CHECK OPTION clause in CREATE VIEW</source>
        <translation>uma cláusula CHECK OPTION em CREATE VIEW</translation>
    </message>
    <message>
        <source>invalid value %1 for change stream option value_capture_type (OLD_AND_NEW_VALUES, NEW_ROW, NEW_VALUES or NEW_ROW_AND_OLD_VALUES)</source>
        <translation>valor inválido %1 para a opção value_capture_type do fluxo de alterações (OLD_AND_NEW_VALUES, NEW_ROW, NEW_VALUES ou NEW_ROW_AND_OLD_VALUES)</translation>
    </message>
    <message>
        <source>invalid value %1 for change stream option %2 (true or false)</source>
        <translation>valor inválido %1 para a opção %2 do fluxo de alterações (true ou false)</translation>
    </message>
    <message>
        <source>a table name</source>
        <translation>um nome de tabela</translation>
    </message>
    <message>
        <source>a change stream should not list table %1 more than once in the FOR clause</source>
        <translation>um fluxo de alterações não deve listar a tabela %1 mais de uma vez na cláusula FOR</translation>
    </message>
    <message>
        <source>the change stream name</source>
        <translation>o nome do fluxo de alterações</translation>
    </message>
    <message>
        <source>schema name can only be &apos;public&apos; in CREATE CHANGE STREAM</source>
        <translation>o nome do esquema só pode ser &apos;public&apos; em CREATE CHANGE STREAM</translation>
    </message>
    <message>
        <source>invalid change stream option &apos;%1&apos;</source>
        <translation>opção de fluxo de alterações inválida &apos;%1&apos;</translation>
    </message>
    <message>
        <source>expected WITH (...) or end of statement, found &apos;OPTIONS&apos; (OPTIONS (...) is GoogleSQL syntax)</source>
        <translation>esperado WITH (...) ou fim da instrução, encontrado &apos;OPTIONS&apos; (OPTIONS (...) é sintaxe do GoogleSQL)</translation>
    </message>
    <message>
        <source>schema name can only be &apos;public&apos; in ALTER CHANGE STREAM</source>
        <translation>o nome do esquema só pode ser &apos;public&apos; em ALTER CHANGE STREAM</translation>
    </message>
    <message>
        <source>FOR or &apos;(&apos; after SET</source>
        <translation>FOR ou &apos;(&apos; após SET</translation>
    </message>
    <message>
        <source>an option name</source>
        <translation>um nome de opção</translation>
    </message>
    <message>
        <source>SET FOR, SET (...), DROP FOR ALL or RESET (...)</source>
        <translation>SET FOR, SET (...), DROP FOR ALL ou RESET (...)</translation>
    </message>
    <message>
        <source>the database name</source>
        <translation>o nome do banco de dados</translation>
    </message>
    <message>
        <source>an option name such as spanner.default_leader</source>
        <translation>um nome de opção como spanner.default_leader</translation>
    </message>
    <message>
        <source>expected an option name such as spanner.default_leader, found &apos;OPTIONS&apos; (SET OPTIONS (...) is GoogleSQL syntax)</source>
        <translation>esperado um nome de opção como spanner.default_leader, encontrado &apos;OPTIONS&apos; (SET OPTIONS (...) é sintaxe do GoogleSQL)</translation>
    </message>
    <message>
        <source>TO or &apos;=&apos;</source>
        <translation>TO ou &apos;=&apos;</translation>
    </message>
    <message>
        <source>SET or RESET</source>
        <translation>SET ou RESET</translation>
    </message>
    <message>
        <source>STORAGE or SSD_TO_HDD_SPILL_TIMESPAN</source>
        <translation>STORAGE ou SSD_TO_HDD_SPILL_TIMESPAN</translation>
    </message>
    <message>
        <source>privileges or role names</source>
        <translation>privilégios ou nomes de papéis</translation>
    </message>
    <message>
        <source>an object name</source>
        <translation>um nome de objeto</translation>
    </message>
    <message>
        <source>argument list</source>
        <translation>lista de argumentos</translation>
    </message>
    <message>
        <source>expected a role name, found &apos;ROLE&apos; (PostgreSQL-dialect GRANT/REVOKE take no ROLE keyword)</source>
        <translation>esperado um nome de papel, encontrado &apos;ROLE&apos; (GRANT/REVOKE no dialeto PostgreSQL não usam a palavra-chave ROLE)</translation>
    </message>
    <message>
        <source>a role name</source>
        <translation>um nome de papel</translation>
    </message>
    <message>
        <source>end of statement</source>
        <translation>fim da instrução</translation>
    </message>
    <message>
        <source>string %1</source>
        <translation>string %1</translation>
    </message>
    <message>
        <source>number %1</source>
        <translation>número %1</translation>
    </message>
    <message>
        <source>quoted name %1</source>
        <translation>nome entre aspas %1</translation>
    </message>
    <message>
        <source>expected %1, found %2</source>
        <translation>esperado %1, encontrado %2</translation>
    </message>
    <message>
        <source>not supported by Spanner: %1</source>
        <translation>sem suporte no Spanner: %1</translation>
    </message>
    <message>
        <source>identifier truncated to %1 characters: %2</source>
        <translation>identificador truncado para %1 caracteres: %2</translation>
    </message>
    <message>
        <source>expected %1, found reserved keyword &apos;%2&apos; (double-quote it to use it as a name)</source>
        <translation>esperado %1, encontrada a palavra-chave reservada &apos;%2&apos; (coloque-a entre aspas duplas para usá-la como nome)</translation>
    </message>
    <message>
        <source>a catalog in the name</source>
        <translation>um catálogo no nome</translation>
    </message>
    <message>
        <source>expected %1, found %2 (not a 64-bit integer)</source>
        <translation>esperado %1, encontrado %2 (não é um inteiro de 64 bits)</translation>
    </message>
    <message>
        <source>&apos;)&apos; closing the %1</source>
        <translation>&apos;)&apos; fechando %1</translation>
    </message>
    <message>
        <source>a window function (OVER) in a %1</source>
        <translation>uma função de janela (OVER) em %1</translation>
    </message>
    <message>
        <source>PostgreSQL function %1 is not supported by Spanner</source>
        <translation>a função %1 do PostgreSQL não é compatível com o Spanner</translation>
    </message>
    <message>
        <source>expected a boolean check expression, found %1</source>
        <translation>esperada uma expressão de verificação booleana, encontrado %1</translation>
    </message>
    <message>
        <source>an option value (string, number, true, false or null)</source>
        <translation>um valor de opção (string, número, true, false ou null)</translation>
    </message>
    <message>
        <source>option &apos;%1&apos; is given more than once</source>
        <translation>a opção &apos;%1&apos; é informada mais de uma vez</translation>
    </message>
    <message>
        <source>unbalanced &apos;)&apos; in %1 statement</source>
        <translation>&apos;)&apos; sem par na instrução %1</translation>
    </message>
    <message>
        <source>a DDL statement (CREATE, ALTER, DROP, GRANT, REVOKE or ANALYZE)</source>
        <translation>uma instrução DDL (CREATE, ALTER, DROP, GRANT, REVOKE ou ANALYZE)</translation>
    </message>
    <message>
        <source>VIEW after CREATE OR REPLACE</source>
        <translation>VIEW após CREATE OR REPLACE</translation>
    </message>
    <message>
        <source>TEMP/TEMPORARY or UNLOGGED objects</source>
        <translation>objetos TEMP/TEMPORARY ou UNLOGGED</translation>
    </message>
    <message>
        <source>CREATE VECTOR INDEX is GoogleSQL; in the PostgreSQL dialect write CREATE INDEX ... USING scann (...)</source>
        <translation>CREATE VECTOR INDEX é GoogleSQL; no dialeto PostgreSQL escreva CREATE INDEX ... USING scann (...)</translation>
    </message>
    <message>
        <source>the schema name</source>
        <translation>o nome do esquema</translation>
    </message>
    <message>
        <source>the role name</source>
        <translation>o nome do papel</translation>
    </message>
    <message>
        <source>role name &apos;%1&apos; is reserved (pg_*, spanner_* and public can&apos;t be created)</source>
        <translation>o nome de papel &apos;%1&apos; é reservado (pg_*, spanner_* e public não podem ser criados)</translation>
    </message>
    <message>
        <source>CREATE DATABASE inside a DDL batch</source>
        <translation>CREATE DATABASE dentro de um lote de DDL</translation>
    </message>
    <message>
        <source>TABLE, INDEX, SEARCH INDEX, SEQUENCE, SCHEMA, VIEW, CHANGE STREAM, LOCALITY GROUP, PLACEMENT or ROLE after CREATE</source>
        <translation>TABLE, INDEX, SEARCH INDEX, SEQUENCE, SCHEMA, VIEW, CHANGE STREAM, LOCALITY GROUP, PLACEMENT ou ROLE após CREATE</translation>
    </message>
    <message>
        <source>the referenced table name</source>
        <translation>o nome da tabela referenciada</translation>
    </message>
    <message>
        <source>a referenced column name</source>
        <translation>um nome de coluna referenciada</translation>
    </message>
    <message>
        <source>at least one referenced column is required in a foreign key (REFERENCES %1 (column, ...))</source>
        <translation>uma chave estrangeira exige pelo menos uma coluna referenciada (REFERENCES %1 (coluna, ...))</translation>
    </message>
    <message>
        <source>foreign key action ON UPDATE %1 (only NO ACTION)</source>
        <translation>ação de chave estrangeira ON UPDATE %1 (só NO ACTION)</translation>
    </message>
    <message>
        <source>MATCH %1 (only MATCH SIMPLE or FULL)</source>
        <translation>MATCH %1 (só MATCH SIMPLE ou FULL)</translation>
    </message>
    <message>
        <source>DEFERRABLE constraints</source>
        <translation>restrições DEFERRABLE</translation>
    </message>
    <message>
        <source>NOT ENFORCED (informational foreign keys are GoogleSQL-only)</source>
        <translation>NOT ENFORCED (chaves estrangeiras informativas existem só no GoogleSQL)</translation>
    </message>
    <message>
        <source>setting a name of a NOT NULL constraint</source>
        <translation>dar nome a uma restrição NOT NULL</translation>
    </message>
    <message>
        <source>conflicting NULL/NOT NULL declarations for column %1</source>
        <translation>declarações NULL/NOT NULL conflitantes para a coluna %1</translation>
    </message>
    <message>
        <source>setting a name of a NULL constraint</source>
        <translation>dar nome a uma restrição NULL</translation>
    </message>
    <message>
        <source>check expression</source>
        <translation>expressão de verificação</translation>
    </message>
    <message>
        <source>NO INHERIT in constraints</source>
        <translation>NO INHERIT em restrições</translation>
    </message>
    <message>
        <source>check constraint creation in ALTER TABLE ADD COLUMN (add the column, then ADD CONSTRAINT ... CHECK)</source>
        <translation>criação de restrição de verificação em ALTER TABLE ADD COLUMN (adicione a coluna e depois ADD CONSTRAINT ... CHECK)</translation>
    </message>
    <message>
        <source>column %1 has more than one value source (DEFAULT, GENERATED or identity)</source>
        <translation>a coluna %1 tem mais de uma origem de valor (DEFAULT, GENERATED ou identidade)</translation>
    </message>
    <message>
        <source>GENERATED ALWAYS AS IDENTITY (use GENERATED BY DEFAULT AS IDENTITY)</source>
        <translation>GENERATED ALWAYS AS IDENTITY (use GENERATED BY DEFAULT AS IDENTITY)</translation>
    </message>
    <message>
        <source>generated column expression</source>
        <translation>expressão de coluna gerada</translation>
    </message>
    <message>
        <source>STORED or VIRTUAL</source>
        <translation>STORED ou VIRTUAL</translation>
    </message>
    <message>
        <source>ALWAYS or BY DEFAULT after GENERATED</source>
        <translation>ALWAYS ou BY DEFAULT após GENERATED</translation>
    </message>
    <message>
        <source>setting a name of a PRIMARY KEY constraint</source>
        <translation>dar nome a uma restrição PRIMARY KEY</translation>
    </message>
    <message>
        <source>adding a primary key via ALTER TABLE</source>
        <translation>adicionar uma chave primária via ALTER TABLE</translation>
    </message>
    <message>
        <source>primary key can be only defined once (table %1)</source>
        <translation>a chave primária só pode ser definida uma vez (tabela %1)</translation>
    </message>
    <message>
        <source>foreign key creation in ALTER TABLE ADD COLUMN (add the column, then ADD CONSTRAINT ... FOREIGN KEY)</source>
        <translation>criação de chave estrangeira em ALTER TABLE ADD COLUMN (adicione a coluna e depois ADD CONSTRAINT ... FOREIGN KEY)</translation>
    </message>
    <message>
        <source>a UNIQUE constraint (create a unique index instead)</source>
        <translation>uma restrição UNIQUE (crie um índice único no lugar)</translation>
    </message>
    <message>
        <source>a COLLATE clause in a column definition</source>
        <translation>uma cláusula COLLATE na definição de uma coluna</translation>
    </message>
    <message>
        <source>ON UPDATE for columns in the PostgreSQL dialect</source>
        <translation>ON UPDATE para colunas no dialeto PostgreSQL</translation>
    </message>
    <message>
        <source>expected a column constraint, found &apos;OPTIONS&apos; (OPTIONS (...) is GoogleSQL syntax)</source>
        <translation>esperada uma restrição de coluna, encontrado &apos;OPTIONS&apos; (OPTIONS (...) é sintaxe do GoogleSQL)</translation>
    </message>
    <message>
        <source>a column constraint or end of statement</source>
        <translation>uma restrição de coluna ou fim da instrução</translation>
    </message>
    <message>
        <source>a column constraint, &apos;,&apos; or &apos;)&apos;</source>
        <translation>uma restrição de coluna, &apos;,&apos; ou &apos;)&apos;</translation>
    </message>
    <message>
        <source>a key column name</source>
        <translation>um nome de coluna de chave</translation>
    </message>
    <message>
        <source>an INCLUDE clause in constraints</source>
        <translation>uma cláusula INCLUDE em restrições</translation>
    </message>
    <message>
        <source>a %1 clause in constraint definitions</source>
        <translation>uma cláusula %1 em definições de restrição</translation>
    </message>
    <message>
        <source>a foreign key column name</source>
        <translation>um nome de coluna de chave estrangeira</translation>
    </message>
    <message>
        <source>foreign key has %1 referencing columns but %2 referenced columns</source>
        <translation>a chave estrangeira tem %1 colunas de referência, mas %2 colunas referenciadas</translation>
    </message>
    <message>
        <source>NOT VALID in ALTER TABLE ADD</source>
        <translation>NOT VALID em ALTER TABLE ADD</translation>
    </message>
    <message>
        <source>an EXCLUDE constraint</source>
        <translation>uma restrição EXCLUDE</translation>
    </message>
    <message>
        <source>PRIMARY KEY, FOREIGN KEY or CHECK</source>
        <translation>PRIMARY KEY, FOREIGN KEY ou CHECK</translation>
    </message>
    <message>
        <source>&apos;pg_&apos; as a prefix for a table name</source>
        <translation>&apos;pg_&apos; como prefixo de nome de tabela</translation>
    </message>
    <message>
        <source>an OF type_name clause in CREATE TABLE</source>
        <translation>uma cláusula OF type_name em CREATE TABLE</translation>
    </message>
    <message>
        <source>PARTITION OF in CREATE TABLE</source>
        <translation>PARTITION OF em CREATE TABLE</translation>
    </message>
    <message>
        <source>a LIKE clause in CREATE TABLE</source>
        <translation>uma cláusula LIKE em CREATE TABLE</translation>
    </message>
    <message>
        <source>duplicate column name %1 in table %2</source>
        <translation>nome de coluna duplicado %1 na tabela %2</translation>
    </message>
    <message>
        <source>&apos;,&apos; or &apos;)&apos;</source>
        <translation>&apos;,&apos; ou &apos;)&apos;</translation>
    </message>
    <message>
        <source>INTERLEAVE given twice</source>
        <translation>INTERLEAVE informado duas vezes</translation>
    </message>
    <message>
        <source>TTL given twice</source>
        <translation>TTL informado duas vezes</translation>
    </message>
    <message>
        <source>LOCALITY GROUP given twice</source>
        <translation>LOCALITY GROUP informado duas vezes</translation>
    </message>
    <message>
        <source>an INHERITS clause in CREATE TABLE</source>
        <translation>uma cláusula INHERITS em CREATE TABLE</translation>
    </message>
    <message>
        <source>a PARTITION BY clause in CREATE TABLE</source>
        <translation>uma cláusula PARTITION BY em CREATE TABLE</translation>
    </message>
    <message>
        <source>a TABLESPACE clause in CREATE TABLE</source>
        <translation>uma cláusula TABLESPACE em CREATE TABLE</translation>
    </message>
    <message>
        <source>an ON COMMIT clause in CREATE TABLE</source>
        <translation>uma cláusula ON COMMIT em CREATE TABLE</translation>
    </message>
    <message>
        <source>a %1 clause in CREATE TABLE</source>
        <translation>uma cláusula %1 em CREATE TABLE</translation>
    </message>
    <message>
        <source>expected INTERLEAVE, TTL, LOCALITY GROUP or end of statement, found &apos;PRIMARY&apos; (in the PostgreSQL dialect PRIMARY KEY goes inside the parentheses)</source>
        <translation>esperado INTERLEAVE, TTL, LOCALITY GROUP ou fim da instrução, encontrado &apos;PRIMARY&apos; (no dialeto PostgreSQL, PRIMARY KEY fica dentro dos parênteses)</translation>
    </message>
    <message>
        <source>expected INTERLEAVE, TTL, LOCALITY GROUP or end of statement, found &apos;,&apos; (the PostgreSQL dialect separates these clauses with whitespace)</source>
        <translation>esperado INTERLEAVE, TTL, LOCALITY GROUP ou fim da instrução, encontrado &apos;,&apos; (o dialeto PostgreSQL separa essas cláusulas com espaços)</translation>
    </message>
    <message>
        <source>INTERLEAVE, TTL, LOCALITY GROUP or end of statement</source>
        <translation>INTERLEAVE, TTL, LOCALITY GROUP ou fim da instrução</translation>
    </message>
    <message>
        <source>a nullable PRIMARY KEY column (%1)</source>
        <translation>uma coluna de PRIMARY KEY que aceita nulos (%1)</translation>
    </message>
    <message>
        <source>primary key must be defined for table %1</source>
        <translation>a chave primária deve ser definida para a tabela %1</translation>
    </message>
    <message>
        <source>a type name</source>
        <translation>um nome de tipo</translation>
    </message>
    <message>
        <source>a type name after &apos;%1.&apos;</source>
        <translation>um nome de tipo após &apos;%1.&apos;</translation>
    </message>
    <message>
        <source>unknown type spanner.%1: expected spanner.commit_timestamp or spanner.tokenlist</source>
        <translation>tipo desconhecido spanner.%1: esperado spanner.commit_timestamp ou spanner.tokenlist</translation>
    </message>
    <message>
        <source>unknown type %1.%2</source>
        <translation>tipo desconhecido %1.%2</translation>
    </message>
    <message>
        <source>a length</source>
        <translation>um comprimento</translation>
    </message>
    <message>
        <source>varchar length must be between 1 and %1, found %2</source>
        <translation>o comprimento de varchar deve estar entre 1 e %1, encontrado %2</translation>
    </message>
    <message>
        <source>a precision</source>
        <translation>uma precisão</translation>
    </message>
    <message>
        <source>numeric precision and scale in DDL</source>
        <translation>precisão e escala de numeric em DDL</translation>
    </message>
    <message>
        <source>timestamp precision</source>
        <translation>precisão de timestamp</translation>
    </message>
    <message>
        <source>type timestamp without time zone (use timestamptz)</source>
        <translation>o tipo timestamp without time zone (use timestamptz)</translation>
    </message>
    <message>
        <source>type %1 (%2)</source>
        <translation>o tipo %1 (%2)</translation>
    </message>
    <message>
        <source>type %1</source>
        <translation>o tipo %1</translation>
    </message>
    <message>
        <source>expected a type name, found unknown type %1</source>
        <translation>esperado um nome de tipo, encontrado o tipo desconhecido %1</translation>
    </message>
    <message>
        <source>an array size or &apos;]&apos;</source>
        <translation>um tamanho de array ou &apos;]&apos;</translation>
    </message>
    <message>
        <source>an array size</source>
        <translation>um tamanho de array</translation>
    </message>
    <message>
        <source>a multi-dimensional array</source>
        <translation>um array multidimensional</translation>
    </message>
    <message>
        <source>an array of this type</source>
        <translation>um array deste tipo</translation>
    </message>
    <message>
        <source>the vector length</source>
        <translation>o comprimento do vetor</translation>
    </message>
    <message>
        <source>VECTOR LENGTH needs an array of float4 or float8</source>
        <translation>VECTOR LENGTH exige um array de float4 ou float8</translation>
    </message>
    <message>
        <source>VECTOR LENGTH must be positive, found %1</source>
        <translation>VECTOR LENGTH deve ser positivo, encontrado %1</translation>
    </message>
    <message>
        <source>MINVALUE, MAXVALUE or CYCLE after NO (NO SKIP RANGE is for ALTER SEQUENCE)</source>
        <translation>MINVALUE, MAXVALUE ou CYCLE após NO (NO SKIP RANGE é para ALTER SEQUENCE)</translation>
    </message>
    <message>
        <source>MINVALUE, MAXVALUE or CYCLE after NO</source>
        <translation>MINVALUE, MAXVALUE ou CYCLE após NO</translation>
    </message>
    <message>
        <source>the SKIP RANGE minimum</source>
        <translation>o mínimo de SKIP RANGE</translation>
    </message>
    <message>
        <source>the SKIP RANGE maximum</source>
        <translation>o máximo de SKIP RANGE</translation>
    </message>
    <message>
        <source>SKIP RANGE minimum %1 is greater than maximum %2</source>
        <translation>o mínimo %1 de SKIP RANGE é maior que o máximo %2</translation>
    </message>
    <message>
        <source>the start counter value</source>
        <translation>o valor inicial do contador</translation>
    </message>
    <message>
        <source>OWNED BY a column (only OWNED BY NONE)</source>
        <translation>OWNED BY de uma coluna (só OWNED BY NONE)</translation>
    </message>
    <message>
        <source>sequence clause %1</source>
        <translation>a cláusula de sequência %1</translation>
    </message>
    <message>
        <source>a sequence option or &apos;)&apos;</source>
        <translation>uma opção de sequência ou &apos;)&apos;</translation>
    </message>
    <message>
        <source>a sequence option or end of statement</source>
        <translation>uma opção de sequência ou fim da instrução</translation>
    </message>
    <message>
        <source>invalid interval &apos;%1&apos;: expected a number of days such as &apos;3 days&apos;</source>
        <translation>intervalo inválido &apos;%1&apos;: esperado um número de dias como &apos;3 days&apos;</translation>
    </message>
    <message>
        <source>invalid interval &apos;%1&apos;: expected &apos;&lt;number&gt; &lt;unit&gt;&apos; pairs such as &apos;3 days&apos;</source>
        <translation>intervalo inválido &apos;%1&apos;: esperados pares &apos;&lt;número&gt; &lt;unidade&gt;&apos; como &apos;3 days&apos;</translation>
    </message>
    <message>
        <source>invalid interval unit &apos;%1&apos; in &apos;%2&apos;: TTL needs weeks or days</source>
        <translation>unidade de intervalo inválida &apos;%1&apos; em &apos;%2&apos;: o TTL exige semanas ou dias</translation>
    </message>
    <message>
        <source>TTL interval must be greater than or equal to zero, found &apos;%1&apos;</source>
        <translation>o intervalo de TTL deve ser maior ou igual a zero, encontrado &apos;%1&apos;</translation>
    </message>
    <message>
        <source>TTL interval &apos;%1&apos; is not a whole number of days</source>
        <translation>o intervalo de TTL &apos;%1&apos; não é um número inteiro de dias</translation>
    </message>
    <message>
        <source>the interval as a string such as &apos;3 days&apos;</source>
        <translation>o intervalo como string, por exemplo &apos;3 days&apos;</translation>
    </message>
    <message>
        <source>the TTL timestamp column</source>
        <translation>a coluna de carimbo de data/hora do TTL</translation>
    </message>
    <message>
        <source>ON DELETE %1 (only CASCADE and NO ACTION)</source>
        <translation>ON DELETE %1 (só CASCADE e NO ACTION)</translation>
    </message>
    <message>
        <source>CASCADE or NO ACTION</source>
        <translation>CASCADE ou NO ACTION</translation>
    </message>
    <message>
        <source>the parent table name</source>
        <translation>o nome da tabela pai</translation>
    </message>
    <message>
        <source>ON DELETE needs INTERLEAVE IN PARENT; INTERLEAVE IN (without PARENT) takes no ON DELETE</source>
        <translation>ON DELETE exige INTERLEAVE IN PARENT; INTERLEAVE IN (sem PARENT) não aceita ON DELETE</translation>
    </message>
    <message>
        <source>the DEFAULT value of column %1 refers to column %2; DEFAULT expressions cannot refer to columns</source>
        <translation>o valor DEFAULT da coluna %1 se refere à coluna %2; expressões DEFAULT não podem se referir a colunas</translation>
    </message>
    <message>
        <source>expected ON, found &apos;.&apos;: an index takes no schema in its name, it is created in the schema of its table</source>
        <translation>esperado ON, encontrado &apos;.&apos;: o nome de um índice não leva esquema, ele é criado no esquema da sua tabela</translation>
    </message>
    <message>
        <source>a change stream should not list column %1 of table %2 more than once in the FOR clause</source>
        <translation>um fluxo de alterações não deve listar a coluna %1 da tabela %2 mais de uma vez na cláusula FOR</translation>
    </message>
    <message>
        <source>change stream %1 has no FOR clause to drop</source>
        <translation>o fluxo de alterações %1 não tem cláusula FOR para remover</translation>
    </message>
    <message>
        <source>expected the change stream name, found &apos;IF&apos;: CREATE CHANGE STREAM has no IF NOT EXISTS</source>
        <translation>esperado o nome do fluxo de alterações, encontrado &apos;IF&apos;: CREATE CHANGE STREAM não tem IF NOT EXISTS</translation>
    </message>
    <message>
        <source>invalid value %1 for change stream option retention_period (a string such as &apos;36h&apos;)</source>
        <translation>valor inválido %1 para a opção retention_period do fluxo de alterações (uma string como &apos;36h&apos;)</translation>
    </message>
    <message>
        <source>cannot drop column %1: foreign key %2 of table %3 references it</source>
        <translation>não é possível remover a coluna %1: a chave estrangeira %2 da tabela %3 a referencia</translation>
    </message>
    <message>
        <source>cannot drop column %1: the TTL of table %2 uses it</source>
        <translation>não é possível remover a coluna %1: o TTL da tabela %2 a usa</translation>
    </message>
    <message>
        <source>cannot drop role %1: it is a system role</source>
        <translation>não é possível remover o papel %1: é um papel do sistema</translation>
    </message>
    <message>
        <source>role %1 cannot be dropped because privileges are granted to it; revoke them first</source>
        <translation>o papel %1 não pode ser removido porque há privilégios concedidos a ele; revogue-os primeiro</translation>
    </message>
    <message>
        <source>column %1 of table %2 must stay a timestamptz: the table&apos;s TTL uses it</source>
        <translation>a coluna %1 da tabela %2 deve continuar timestamptz: o TTL da tabela a usa</translation>
    </message>
    <message>
        <source>table %1 is INTERLEAVE IN %2: set INTERLEAVE IN PARENT %2 ON DELETE NO ACTION first, then ON DELETE CASCADE</source>
        <translation>a tabela %1 é INTERLEAVE IN %2: defina primeiro INTERLEAVE IN PARENT %2 ON DELETE NO ACTION, depois ON DELETE CASCADE</translation>
    </message>
</context>
<context>
    <name>ssd::PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>Preferências</translation>
    </message>
    <message>
        <source>Recovery of unsaved work</source>
        <translation>Recuperação de trabalho não salvo</translation>
    </message>
    <message>
        <source>A copy of unsaved changes is kept shortly after every edit and removed when you save. If the designer stops unexpectedly, it offers the copy at the next start.</source>
        <translation>Uma cópia das alterações não salvas é guardada logo após cada edição e removida quando você salva. Se o designer parar inesperadamente, ele oferece a cópia na próxima vez que for aberto.</translation>
    </message>
    <message>
        <source>Also save the copy every</source>
        <translation>Salvar a cópia também a cada</translation>
    </message>
    <message>
        <source> s</source>
        <comment>seconds</comment>
        <translation> s</translation>
    </message>
    <message>
        <source>Seconds between recovery copies</source>
        <translation>Segundos entre as cópias de recuperação</translation>
    </message>
</context>
<context>
    <name>ssd::PropertiesDock</name>
    <message>
        <source>Properties</source>
        <translation>Propriedades</translation>
    </message>
    <message>
        <source>Select one table in the diagram to edit it.</source>
        <translation>Selecione uma tabela no diagrama para editá-la.</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>Chave</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Tipo</translation>
    </message>
    <message>
        <source>Key: the column&apos;s position in the primary key. Type: e.g. STRING(MAX), ARRAY&lt;INT64&gt;.</source>
        <translation>Chave: a posição da coluna na chave primária. Tipo: p. ex. STRING(MAX), ARRAY&lt;INT64&gt;.</translation>
    </message>
    <message>
        <source>Interleaved in</source>
        <translation>Intercalada em</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Adicionar</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Excluir</translation>
    </message>
    <message>
        <source>Up</source>
        <translation>Subir</translation>
    </message>
    <message>
        <source>Down</source>
        <translation>Descer</translation>
    </message>
    <message>
        <source>Key earlier</source>
        <translation>Antes na chave</translation>
    </message>
    <message>
        <source>Key later</source>
        <translation>Depois na chave</translation>
    </message>
    <message>
        <source>Foreign keys</source>
        <translation>Chaves estrangeiras</translation>
    </message>
    <message>
        <source>Delete foreign key</source>
        <translation>Excluir chave estrangeira</translation>
    </message>
    <message>
        <source>Indexes</source>
        <translation>Índices</translation>
    </message>
    <message>
        <source>Add...</source>
        <translation>Adicionar...</translation>
    </message>
    <message>
        <source>Edit...</source>
        <translation>Editar...</translation>
    </message>
    <message>
        <source>Rename table %1 to %2</source>
        <translation>Renomear a tabela %1 para %2</translation>
    </message>
    <message>
        <source>Set ON DELETE of %1</source>
        <translation>Definir ON DELETE de %1</translation>
    </message>
    <message>
        <source>(not interleaved)</source>
        <translation>(não intercalada)</translation>
    </message>
    <message>
        <source>Add %1 to the key</source>
        <translation>Adicionar %1 à chave</translation>
    </message>
    <message>
        <source>Remove %1 from the key</source>
        <translation>Remover %1 da chave</translation>
    </message>
    <message>
        <source>Rename column %1 to %2</source>
        <translation>Renomear a coluna %1 para %2</translation>
    </message>
    <message>
        <source>Change type of %1</source>
        <translation>Alterar o tipo de %1</translation>
    </message>
    <message>
        <source>Make %1 NOT NULL</source>
        <translation>Tornar %1 NOT NULL</translation>
    </message>
    <message>
        <source>Make %1 nullable</source>
        <translation>Tornar %1 anulável</translation>
    </message>
    <message>
        <source>Toggle DESC on %1</source>
        <translation>Alternar DESC em %1</translation>
    </message>
    <message>
        <source>Remove interleave of %1</source>
        <translation>Remover a intercalação de %1</translation>
    </message>
    <message>
        <source>Interleave %1 in %2</source>
        <translation>Intercalar %1 em %2</translation>
    </message>
    <message>
        <source>Add column %1 to %2</source>
        <translation>Adicionar a coluna %1 a %2</translation>
    </message>
    <message>
        <source>Delete column from %1</source>
        <translation>Excluir coluna de %1</translation>
    </message>
    <message>
        <source>Reorder columns of %1</source>
        <translation>Reordenar as colunas de %1</translation>
    </message>
    <message>
        <source>The selected column is not part of the key.</source>
        <translation>A coluna selecionada não faz parte da chave.</translation>
    </message>
    <message>
        <source>Reorder the key of %1</source>
        <translation>Reordenar a chave de %1</translation>
    </message>
    <message>
        <source>Add index %1</source>
        <translation>Adicionar o índice %1</translation>
    </message>
    <message>
        <source>Edit index %1</source>
        <translation>Editar o índice %1</translation>
    </message>
    <message>
        <source>Delete index</source>
        <translation>Excluir índice</translation>
    </message>
    <message>
        <source>Key order:</source>
        <translation>Ordem da chave:</translation>
    </message>
    <message>
        <source>The primary key in order: drag a column to change its position in the key.</source>
        <translation>A chave primária em ordem: arraste uma coluna para mudar sua posição na chave.</translation>
    </message>
    <message>
        <source>Comment</source>
        <translation>Comentário</translation>
    </message>
    <message>
        <source>Written as -- lines above the statement in the DDL. Ctrl+Return or leaving the field applies it.</source>
        <translation>Escrito como linhas -- acima da instrução na DDL. Ctrl+Return ou sair do campo o aplica.</translation>
    </message>
    <message>
        <source>Comment of the selected index:</source>
        <translation>Comentário do índice selecionado:</translation>
    </message>
    <message>
        <source>Edit comment</source>
        <translation>Editar comentário</translation>
    </message>
</context>
<context>
    <name>ssd::QueriesDock</name>
    <message>
        <source>not analysed</source>
        <translation>não analisada</translation>
    </message>
    <message>
        <source>back-join</source>
        <translation>volta à tabela base</translation>
    </message>
    <message>
        <source>distributed join</source>
        <translation>junção distribuída</translation>
    </message>
    <message>
        <source>sort</source>
        <translation>ordenação</translation>
    </message>
    <message>
        <source>Queries</source>
        <translation>Consultas</translation>
    </message>
    <message>
        <source>Paste the application&apos;s queries here, separated by &apos;;&apos;. Optional comment lines before a query:
-- name: recent orders
-- per second: 200</source>
        <translation>Cole aqui as consultas da aplicação, separadas por &apos;;&apos;. Linhas de comentário opcionais antes de uma consulta:
-- name: pedidos recentes
-- per second: 200</translation>
    </message>
    <message>
        <source>Query</source>
        <translation>Consulta</translation>
    </message>
    <message>
        <source>Read</source>
        <translation>Leitura</translation>
    </message>
    <message>
        <source>Per second</source>
        <translation>Por segundo</translation>
    </message>
    <message>
        <source>Line %1, column %2: %3</source>
        <translation>Linha %1, coluna %2: %3</translation>
    </message>
    <message numerus="yes">
        <source>%n query(s)</source>
        <translation>
            <numerusform>%n consulta</numerusform>
            <numerusform>%n consultas</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ssd::ReadPathPanel</name>
    <message>
        <source>Read path of:</source>
        <translation>Caminho de leitura de:</translation>
    </message>
    <message>
        <source>Pick one of the Queries dock&apos;s queries: the rows it reads are numbered in read order, and the splits it touches stay coloured</source>
        <translation>Escolha uma das consultas do painel Consultas: as linhas que ela lê são numeradas na ordem de leitura, e as divisões que ela toca continuam coloridas</translation>
    </message>
    <message>
        <source>(no query)</source>
        <translation>(nenhuma consulta)</translation>
    </message>
</context>
<context>
    <name>ssd::RecoveryDialog</name>
    <message>
        <source>Recover Unsaved Changes</source>
        <translation>Recuperar alterações não salvas</translation>
    </message>
    <message>
        <source>Spanner Schema Designer did not shut down normally. These designs had changes that were not saved:</source>
        <translation>O Spanner Schema Designer não foi encerrado normalmente. Estes projetos tinham alterações que não foram salvas:</translation>
    </message>
    <message>
        <source>Design</source>
        <translation>Projeto</translation>
    </message>
    <message>
        <source>Last autosaved</source>
        <translation>Último salvamento automático</translation>
    </message>
    <message>
        <source>Location</source>
        <translation>Local</translation>
    </message>
    <message>
        <source>(never saved)</source>
        <translation>(nunca salvo)</translation>
    </message>
    <message>
        <source>Restore opens the selected design with its unsaved changes; save it to keep them. Discard deletes all of them. Later asks again at the next start.</source>
        <translation>Restaurar abre o projeto selecionado com suas alterações não salvas; salve-o para mantê-las. Descartar exclui todos. Depois pergunta novamente na próxima inicialização.</translation>
    </message>
    <message>
        <source>&amp;Restore</source>
        <translation>&amp;Restaurar</translation>
    </message>
    <message>
        <source>&amp;Discard</source>
        <translation>&amp;Descartar</translation>
    </message>
    <message>
        <source>&amp;Later</source>
        <translation>De&amp;pois</translation>
    </message>
    <message>
        <source>Untitled design</source>
        <translation>Projeto sem título</translation>
    </message>
</context>
<context>
    <name>ssd::SampleRowDialog</name>
    <message>
        <source>Edit Row</source>
        <translation>Editar linha</translation>
    </message>
    <message>
        <source>Add Row</source>
        <translation>Adicionar linha</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tabela</translation>
    </message>
    <message>
        <source>Empty or NULL leaves a value NULL; quote a string with &quot;...&quot; to keep spaces. Timestamps like 2025-01-31T12:00:00Z, bytes as b&quot;\x01&quot; or text.</source>
        <translation>Vazio ou NULL deixa o valor NULL; coloque uma string entre &quot;...&quot; para manter espaços. Carimbos de data/hora como 2025-01-31T12:00:00Z, bytes como b&quot;\x01&quot; ou texto.</translation>
    </message>
    <message>
        <source>%1 or NULL</source>
        <translation>%1 ou NULL</translation>
    </message>
    <message>
        <source>%1 (key)</source>
        <translation>%1 (chave)</translation>
    </message>
    <message>
        <source>%1 (indexed)</source>
        <translation>%1 (indexada)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>ssd::SampleRows</name>
    <message>
        <source>expected true or false</source>
        <translation>esperado true ou false</translation>
    </message>
    <message>
        <source>expected a whole number between -9223372036854775808 and 9223372036854775807</source>
        <translation>esperado um número inteiro entre -9223372036854775808 e 9223372036854775807</translation>
    </message>
    <message>
        <source>expected a number (or NaN, inf, -inf)</source>
        <translation>esperado um número (ou NaN, inf, -inf)</translation>
    </message>
    <message>
        <source>expected a decimal number with at most 29 digits before and 9 after the point</source>
        <translation>esperado um número decimal com no máximo 29 dígitos antes e 9 depois do ponto</translation>
    </message>
    <message>
        <source>a quoted string may contain \&quot; and \\ escapes only</source>
        <translation>uma string entre aspas só pode conter os escapes \&quot; e \\</translation>
    </message>
    <message>
        <source>longer than the column&apos;s %1 characters</source>
        <translation>mais longo que os %1 caracteres da coluna</translation>
    </message>
    <message>
        <source>write bytes as b&quot;...&quot; with \xHH, \&quot; and \\ escapes, or as plain text</source>
        <translation>escreva bytes como b&quot;...&quot; com os escapes \xHH, \&quot; e \\, ou como texto simples</translation>
    </message>
    <message>
        <source>longer than the column&apos;s %1 bytes</source>
        <translation>mais longo que os %1 bytes da coluna</translation>
    </message>
    <message>
        <source>expected a date YYYY-MM-DD between 0001-01-01 and 9999-12-31</source>
        <translation>esperada uma data YYYY-MM-DD entre 0001-01-01 e 9999-12-31</translation>
    </message>
    <message>
        <source>expected a timestamp like 2025-01-31T12:00:00Z (fraction and offset optional)</source>
        <translation>esperado um carimbo de data/hora como 2025-01-31T12:00:00Z (fração e fuso opcionais)</translation>
    </message>
    <message>
        <source>expected a UUID like 123e4567-e89b-42d3-a456-426614174000</source>
        <translation>esperado um UUID como 123e4567-e89b-42d3-a456-426614174000</translation>
    </message>
    <message>
        <source>values of this type cannot be part of a key</source>
        <translation>valores deste tipo não podem fazer parte de uma chave</translation>
    </message>
    <message>
        <source>there is no table %1</source>
        <translation>não existe a tabela %1</translation>
    </message>
    <message>
        <source>table %1 has no primary key that rows can be laid out by</source>
        <translation>a tabela %1 não tem chave primária pela qual as linhas possam ser dispostas</translation>
    </message>
    <message>
        <source>the row has %1 values; table %2 has %3 columns</source>
        <translation>a linha tem %1 valores; a tabela %2 tem %3 colunas</translation>
    </message>
    <message>
        <source>%1 is %2, the value %3 is not</source>
        <translation>%1 é %2, o valor %3 não é</translation>
    </message>
    <message>
        <source>key column %1 is NOT NULL: it needs a value</source>
        <translation>a coluna de chave %1 é NOT NULL: ela precisa de um valor</translation>
    </message>
    <message>
        <source>a row with the key %1 already exists</source>
        <translation>já existe uma linha com a chave %1</translation>
    </message>
    <message>
        <source>%1 is interleaved IN PARENT %2: add the parent row %3 first</source>
        <translation>%1 está intercalada IN PARENT %2: adicione primeiro a linha pai %3</translation>
    </message>
    <message>
        <source>there is no row %1</source>
        <translation>não existe a linha %1</translation>
    </message>
</context>
<context>
    <name>ssd::SchemaValidation</name>
    <message>
        <source>(unnamed)</source>
        <translation>(sem nome)</translation>
    </message>
    <message>
        <source>cannot drop column `%1` from table `%2` because it is referenced by generated column `%3`</source>
        <translation>não é possível remover a coluna `%1` da tabela `%2`, pois a coluna gerada `%3` a referencia</translation>
    </message>
    <message>
        <source>cannot drop column `%1` on which there is a dependent check constraint: %2</source>
        <translation>não é possível remover a coluna `%1`, da qual depende a restrição de verificação %2</translation>
    </message>
    <message>
        <source>cannot drop column %1.%2: it is tracked by change stream %3. Columns explicitly tracked by a change stream cannot be dropped; alter the change stream to stop tracking the column first</source>
        <translation>não é possível remover a coluna %1.%2: ela é monitorada pelo fluxo de alterações %3. Colunas monitoradas explicitamente por um fluxo de alterações não podem ser removidas; altere antes o fluxo de alterações para deixar de monitorar a coluna</translation>
    </message>
    <message>
        <source>requested change to key column %1 could not be made</source>
        <translation>a alteração pedida na coluna de chave %1 não pôde ser feita</translation>
    </message>
    <message>
        <source>cannot alter parent key column %1</source>
        <translation>não é possível alterar a coluna de chave da tabela pai %1</translation>
    </message>
    <message>
        <source>cannot change key column %1</source>
        <translation>não é possível alterar a coluna de chave %1</translation>
    </message>
    <message>
        <source>cannot convert column `%1` to a generated column</source>
        <translation>não é possível converter a coluna `%1` em uma coluna gerada</translation>
    </message>
    <message>
        <source>cannot change the STORED attribute for generated column `%1`</source>
        <translation>não é possível mudar o atributo STORED da coluna gerada `%1`</translation>
    </message>
    <message>
        <source>cannot change the data type of a stored generated column `%1`</source>
        <translation>não é possível mudar o tipo de dados da coluna gerada armazenada `%1`</translation>
    </message>
    <message>
        <source>cannot change the expression of a generated column `%1` because it is stored or has other dependencies</source>
        <translation>não é possível mudar a expressão da coluna gerada `%1`, pois ela é armazenada ou tem outras dependências</translation>
    </message>
    <message>
        <source>cannot change the data type of column `%1`, which has a dependent stored generated column</source>
        <translation>não é possível mudar o tipo de dados da coluna `%1`, da qual depende uma coluna gerada armazenada</translation>
    </message>
    <message>
        <source>cannot change the data type of column `%1`, which is used by check constraint `%2`</source>
        <translation>não é possível mudar o tipo de dados da coluna `%1`, usada pela restrição de verificação `%2`</translation>
    </message>
    <message>
        <source>cannot change the nullability for column `%1` of table `%2`. It is used by one or more foreign keys: `%3`</source>
        <translation>não é possível mudar a nulidade da coluna `%1` da tabela `%2`. Ela é usada por uma ou mais chaves estrangeiras: `%3`</translation>
    </message>
    <message>
        <source>changing NOT NULL constraints on column %1 is not allowed because it affects index %2</source>
        <translation>não é permitido mudar a restrição NOT NULL da coluna %1, pois isso afeta o índice %2</translation>
    </message>
    <message>
        <source>cannot drop table %1: it is tracked by change stream %2. Tables explicitly tracked by a change stream cannot be dropped; drop the change stream or alter it to stop tracking the table first</source>
        <translation>não é possível remover a tabela %1: ela é monitorada pelo fluxo de alterações %2. Tabelas monitoradas explicitamente por um fluxo de alterações não podem ser removidas; remova antes o fluxo de alterações ou altere-o para deixar de monitorar a tabela</translation>
    </message>
    <message>
        <source>invalid retention_period: %1. Change streams retention period must be a value in the range [24h, 7d]</source>
        <translation>retention_period inválido: %1. O período de retenção de um fluxo de alterações deve estar no intervalo [24h, 7d]</translation>
    </message>
    <message>
        <source>failed to create or alter change stream %1: it is not allowed to have more than %2 change streams tracking the same table or non-key column or ALL: %3</source>
        <translation>falha ao criar ou alterar o fluxo de alterações %1: não é permitido haver mais de %2 fluxos de alterações monitorando a mesma tabela, coluna que não é de chave ou ALL: %3</translation>
    </message>
    <message>
        <source>duplicate name in schema: %1 (the function that reads change stream %2)</source>
        <translation>nome duplicado no esquema: %1 (a função que lê o fluxo de alterações %2)</translation>
    </message>
    <message>
        <source>cycle detected while analysing generated column, which include objects (%1)</source>
        <translation>ciclo detectado ao analisar coluna gerada, envolvendo os objetos (%1)</translation>
    </message>
    <message>
        <source>check constraint `%1`.`%2` does not use any non generated column. Expression: &apos;%3&apos;. A check constraint expression requires at least one non-generated column as dependency</source>
        <translation>a restrição de verificação `%1`.`%2` não usa nenhuma coluna que não seja gerada. Expressão: &apos;%3&apos;. A expressão de uma restrição de verificação precisa depender de pelo menos uma coluna não gerada</translation>
    </message>
    <message>
        <source>cannot drop TABLE `%1` on which there are dependent views: %2</source>
        <translation>não é possível remover a TABLE `%1`, da qual dependem as visões: %2</translation>
    </message>
    <message>
        <source>cannot drop column `%1` on which there are dependent views: %2</source>
        <translation>não é possível remover a coluna `%1`, da qual dependem as visões: %2</translation>
    </message>
    <message>
        <source>cannot drop INDEX `%1` on which there are dependent views: %2</source>
        <translation>não é possível remover o INDEX `%1`, do qual dependem as visões: %2</translation>
    </message>
    <message>
        <source>cannot drop VIEW `%1` on which there are dependent views: %2</source>
        <translation>não é possível remover a VIEW `%1`, da qual dependem as visões: %2</translation>
    </message>
    <message>
        <source>cannot replace VIEW `%1` because new definition is recursive</source>
        <translation>não é possível substituir a VIEW `%1`, pois a nova definição é recursiva</translation>
    </message>
    <message>
        <source>cannot drop table %1: table %2 is interleaved in it</source>
        <translation>não é possível remover a tabela %1: a tabela %2 está intercalada nela</translation>
    </message>
    <message>
        <source>cannot drop table %1: index %2 depends on it</source>
        <translation>não é possível remover a tabela %1: o índice %2 depende dela</translation>
    </message>
    <message>
        <source>cannot drop table %1: foreign key %2 of table %3 references it</source>
        <translation>não é possível remover a tabela %1: a chave estrangeira %2 da tabela %3 a referencia</translation>
    </message>
    <message>
        <source>tables %1</source>
        <translation>tabelas %1</translation>
    </message>
    <message>
        <source>views %1</source>
        <translation>visualizações %1</translation>
    </message>
    <message>
        <source>indexes %1</source>
        <translation>índices %1</translation>
    </message>
    <message>
        <source>sequences %1</source>
        <translation>sequências %1</translation>
    </message>
    <message>
        <source>change streams %1</source>
        <translation>fluxos de alterações %1</translation>
    </message>
    <message>
        <source>property graphs %1</source>
        <translation>grafos de propriedades %1</translation>
    </message>
    <message>
        <source>models %1</source>
        <translation>modelos %1</translation>
    </message>
    <message>
        <source>cannot drop schema %1 while it has dependencies: %2</source>
        <translation>não é possível remover o esquema %1 enquanto ele tem dependências: %2</translation>
    </message>
    <message>
        <source>table</source>
        <translation>tabela</translation>
    </message>
    <message>
        <source>index</source>
        <translation>índice</translation>
    </message>
    <message>
        <source>search index</source>
        <translation>índice de pesquisa</translation>
    </message>
    <message>
        <source>vector index</source>
        <translation>índice vetorial</translation>
    </message>
    <message>
        <source>sequence</source>
        <translation>sequência</translation>
    </message>
    <message>
        <source>view</source>
        <translation>visualização</translation>
    </message>
    <message>
        <source>change stream</source>
        <translation>fluxo de alterações</translation>
    </message>
    <message>
        <source>role</source>
        <translation>papel</translation>
    </message>
    <message>
        <source>schema</source>
        <translation>esquema</translation>
    </message>
    <message>
        <source>property graph</source>
        <translation>grafo de propriedades</translation>
    </message>
    <message>
        <source>model</source>
        <translation>modelo</translation>
    </message>
    <message>
        <source>foreign key</source>
        <translation>chave estrangeira</translation>
    </message>
    <message>
        <source>check constraint</source>
        <translation>restrição de verificação</translation>
    </message>
    <message>
        <source>constraint</source>
        <translation>restrição</translation>
    </message>
    <message>
        <source>synonym</source>
        <translation>sinônimo</translation>
    </message>
    <message>
        <source>object</source>
        <translation>objeto</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1 %2 of table %3</source>
        <translation>%1 %2 da tabela %3</translation>
    </message>
    <message>
        <source>duplicate name: cannot create %1 %2, the name is already used by %3</source>
        <translation>nome duplicado: não é possível criar %1 %2, o nome já é usado por: %3</translation>
    </message>
    <message>
        <source>duplicate name: cannot rename %1 to %2, the name is already used by %3</source>
        <translation>nome duplicado: não é possível renomear %1 para %2, o nome já é usado por: %3</translation>
    </message>
    <message>
        <source>cannot change type of column `%1` from `%2` to `%3`</source>
        <translation>não é possível mudar o tipo da coluna `%1` de `%2` para `%3`</translation>
    </message>
    <message>
        <source>duplicate name in schema: %1.%2</source>
        <translation>nome duplicado no esquema: %1.%2</translation>
    </message>
    <message>
        <source>schema object names differ only in case: %1.%2, %1.%3</source>
        <translation>nomes de objetos do esquema que diferem só em maiúsculas e minúsculas: %1.%2, %1.%3</translation>
    </message>
    <message>
        <source>model %1, column %2</source>
        <translation>modelo %1, coluna %2</translation>
    </message>
    <message>
        <source>length is not supported in model columns, use MAX (%1)</source>
        <translation>colunas de modelo não aceitam comprimento, use MAX (%1)</translation>
    </message>
    <message>
        <source>complex types are nested more than %1 deep (%2)</source>
        <translation>tipos complexos aninhados em mais de %1 níveis (%2)</translation>
    </message>
    <message>
        <source>array of arrays type is not supported (%1)</source>
        <translation>o tipo array de arrays não é aceito (%1)</translation>
    </message>
    <message>
        <source>empty STRUCT is not allowed (%1)</source>
        <translation>STRUCT vazio não é permitido (%1)</translation>
    </message>
    <message>
        <source>the number of struct fields exceeds the limit of %1 (%2)</source>
        <translation>o número de campos da estrutura passa do limite de %1 (%2)</translation>
    </message>
    <message>
        <source>type %1 is not supported in model columns (%2)</source>
        <translation>o tipo %1 não é aceito em colunas de modelo (%2)</translation>
    </message>
    <message>
        <source>model %1 has too many inputs; the limit is %2</source>
        <translation>o modelo %1 tem entradas demais; o limite é %2</translation>
    </message>
    <message>
        <source>model %1 has too many outputs; the limit is %2</source>
        <translation>o modelo %1 tem saídas demais; o limite é %2</translation>
    </message>
    <message>
        <source>model %1 needs an endpoint or endpoints option</source>
        <translation>o modelo %1 precisa da opção endpoint ou endpoints</translation>
    </message>
    <message>
        <source>model %1 cannot have both the endpoint and the endpoints option</source>
        <translation>o modelo %1 não pode ter as opções endpoint e endpoints ao mesmo tempo</translation>
    </message>
    <message>
        <source>model %1 has an invalid default_batch_size option: %2. It must be between 1 and 10</source>
        <translation>o modelo %1 tem uma opção default_batch_size inválida: %2. Ela deve estar entre 1 e 10</translation>
    </message>
    <message>
        <source>cannot drop SEQUENCE `%1` on which there are dependent columns: %2</source>
        <translation>não é possível remover a SEQUENCE `%1`, da qual dependem as colunas: %2</translation>
    </message>
    <message>
        <source>cannot add NOT NULL column %1.%2 to existing table %1 without a DEFAULT</source>
        <translation>não é possível adicionar a coluna NOT NULL %1.%2 à tabela existente %1 sem um DEFAULT</translation>
    </message>
</context>
<context>
    <name>ssd::SplitSimulatorDock</name>
    <message>
        <source>Split Simulator</source>
        <translation>Simulador de divisões</translation>
    </message>
    <message>
        <source> /s</source>
        <translation> /s</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Reproduzir</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Avançar</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Reiniciar</translation>
    </message>
    <message>
        <source>Key strategy: sequential, timestamp, commit-timestamp, uuid4, bit-reversed, hash:N or swapped[:E[:s]]</source>
        <translation>Estratégia de chave: sequential, timestamp, commit-timestamp, uuid4, bit-reversed, hash:N ou swapped[:E[:s]]</translation>
    </message>
    <message>
        <source>Offered inserts per second</source>
        <translation>Inserções oferecidas por segundo</translation>
    </message>
    <message>
        <source>Writes per second one server can serve</source>
        <translation>Gravações por segundo que um servidor consegue atender</translation>
    </message>
    <message>
        <source>Ticks to simulate (10 s each)</source>
        <translation>Ticks a simular (10 s cada)</translation>
    </message>
    <message>
        <source>Tick</source>
        <translation>Tick</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Evento</translation>
    </message>
    <message>
        <source>Split</source>
        <translation>Divisão</translation>
    </message>
    <message>
        <source>Detail</source>
        <translation>Detalhe</translation>
    </message>
    <message>
        <source>Strategy</source>
        <translation>Estratégia</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tabela</translation>
    </message>
    <message>
        <source>Servers</source>
        <translation>Servidores</translation>
    </message>
    <message>
        <source>Capacity</source>
        <translation>Capacidade</translation>
    </message>
    <message>
        <source>Inserts</source>
        <translation>Inserções</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Semente</translation>
    </message>
    <message>
        <source>Ticks</source>
        <translation>Ticks</translation>
    </message>
    <message>
        <source>The schema has no table to simulate.</source>
        <translation>O esquema não tem tabela para simular.</translation>
    </message>
    <message>
        <source>Unknown table &apos;%1&apos;.</source>
        <translation>Tabela desconhecida &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>Press Play or Step.</source>
        <translation>Pressione Reproduzir ou Avançar.</translation>
    </message>
    <message>
        <source>Tick %1 of %2: offered %3/s, achieved %4/s, %5 splits</source>
        <translation>Tick %1 de %2: oferecidas %3/s, alcançadas %4/s, %5 divisões</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pausar</translation>
    </message>
    <message>
        <source>The schema changed: press Play to run the simulation again.</source>
        <translation>O esquema mudou: pressione Reproduzir para executar a simulação de novo.</translation>
    </message>
    <message>
        <source>The strategy &quot;auto&quot; takes from the table&apos;s primary key</source>
        <translation>A estratégia que &quot;auto&quot; deduz da chave primária da tabela</translation>
    </message>
    <message>
        <source>= %1</source>
        <translation>= %1</translation>
    </message>
    <message>
        <source>Simulating…</source>
        <translation>Simulando…</translation>
    </message>
    <message>
        <source>Simulation cancelled: press Play or Step to run it again.</source>
        <translation>Simulação cancelada: pressione Reproduzir ou Avançar para executá-la de novo.</translation>
    </message>
</context>
<context>
    <name>ssd::checks</name>
    <message>
        <source>Documentation: %1</source>
        <translation>Documentação: %1</translation>
    </message>
</context>
<context>
    <name>ssd::checks::catalog</name>
    <message>
        <source>Commit timestamp as the first key part</source>
        <translation>Carimbo de data/hora de commit como primeira parte da chave</translation>
    </message>
    <message>
        <source>Commit timestamps only grow, so a table keyed first by one inserts every row at the end of its key space: one split takes all writes even at low rates. Put a high-cardinality column first, add a shard column first (hash the other key columns; a generated column cannot read a commit timestamp), or use a UUIDv4 key.</source>
        <translation>Carimbos de data/hora de commit só crescem, então uma tabela cuja chave começa com um deles insere cada linha no final do seu espaço de chaves: uma única divisão recebe todas as gravações, mesmo com taxas baixas. Coloque primeiro uma coluna de alta cardinalidade, adicione uma coluna de shard no início (hash das outras colunas de chave; uma coluna gerada não consegue ler um carimbo de data/hora de commit) ou use uma chave UUIDv4.</translation>
    </message>
    <message>
        <source>Monotonic first key column</source>
        <translation>Primeira coluna de chave monotônica</translation>
    </message>
    <message>
        <source>Rows arrive in the order of the first key column, so all inserts land in the last split and one server does all the work (best practice #1). DESC only moves the hotspot to the start. Swap the key order, add a hash shard column as the first key part, or use a UUIDv4 key.</source>
        <translation>As linhas chegam na ordem da primeira coluna de chave, então todas as inserções caem na última divisão e um único servidor faz todo o trabalho (prática recomendada nº 1). DESC apenas move o hotspot para o início. Troque a ordem da chave, adicione uma coluna de shard por hash como primeira parte da chave ou use uma chave UUIDv4.</translation>
    </message>
    <message>
        <source>Sequential integer first key column</source>
        <translation>Inteiro sequencial como primeira coluna de chave</translation>
    </message>
    <message>
        <source>An integer key filled from a counter increases monotonically and hotspots the last split. Use a bit-reversed sequence (GET_NEXT_SEQUENCE_VALUE or GENERATED BY DEFAULT AS IDENTITY (BIT_REVERSED_POSITIVE)) or a UUIDv4; if order matters, key by (shard, id).</source>
        <translation>Uma chave inteira preenchida por um contador cresce de forma monotônica e cria um hotspot na última divisão. Use uma sequência com bits invertidos (GET_NEXT_SEQUENCE_VALUE ou GENERATED BY DEFAULT AS IDENTITY (BIT_REVERSED_POSITIVE)) ou um UUIDv4; se a ordem importar, use a chave (shard, id).</translation>
    </message>
    <message>
        <source>Time-ordered UUID key</source>
        <translation>Chave UUID ordenada por tempo</translation>
    </message>
    <message>
        <source>UUIDv1/v6/v7, ULID, KSUID, Snowflake and TIMEUUID values keep a timestamp in their high-order bits and hotspot like a timestamp key. Use UUID version 4: UUID DEFAULT (NEW_UUID()).</source>
        <translation>Valores UUIDv1/v6/v7, ULID, KSUID, Snowflake e TIMEUUID guardam um carimbo de data/hora nos bits mais significativos e criam hotspot como uma chave de carimbo de data/hora. Use UUID versão 4: UUID DEFAULT (NEW_UUID()).</translation>
    </message>
    <message>
        <source>UUID stored as a string key</source>
        <translation>UUID armazenado como chave de string</translation>
    </message>
    <message>
        <source>The native UUID type is smaller and cannot be confused by case; a STRING(36) column cannot later be altered to UUID, and client-generated UUID strings must be lower case to mix with Spanner-generated ones.</source>
        <translation>O tipo nativo UUID é menor e não se confunde com maiúsculas/minúsculas; uma coluna STRING(36) não pode ser alterada para UUID depois, e strings UUID geradas pelo cliente precisam estar em minúsculas para se misturar com as geradas pelo Spanner.</translation>
    </message>
    <message>
        <source>Low-cardinality key prefix before a monotonic column</source>
        <translation>Prefixo de chave de baixa cardinalidade antes de uma coluna monotônica</translation>
    </message>
    <message>
        <source>A key that starts with a column of few distinct values followed by a monotonic one has only a few append points: each prefix still appends at its end. Replace the prefix by a hash shard with at least as many values as planned nodes, or move the monotonic column behind a high-cardinality one.</source>
        <translation>Uma chave que começa com uma coluna de poucos valores distintos seguida de uma monotônica tem poucos pontos de anexação: cada prefixo continua anexando no seu final. Substitua o prefixo por um shard por hash com pelo menos tantos valores quanto os nós planejados, ou coloque a coluna monotônica depois de uma de alta cardinalidade.</translation>
    </message>
    <message>
        <source>Shard count does not match the planned nodes</source>
        <translation>O número de shards não corresponde aos nós planejados</translation>
    </message>
    <message>
        <source>A shard column with N values spreads writes over at most N ranges; N is fixed once data exists. Too few shards limit write spread, too many make every range read fan out to all shards. Set N to roughly the planned node count.</source>
        <translation>Uma coluna de shard com N valores distribui as gravações por no máximo N intervalos; N fica fixo quando já existem dados. Shards de menos limitam a distribuição das gravações; shards demais fazem toda leitura de intervalo se espalhar por todos os shards. Defina N aproximadamente igual ao número de nós planejados.</translation>
    </message>
    <message>
        <source>Global index on a monotonic column</source>
        <translation>Índice global em uma coluna monotônica</translation>
    </message>
    <message>
        <source>Indexes are stored as tables: a global index whose first key is monotonic appends every new entry at its end and becomes a hotspot (best practice #3). Interleave the index in the parent (prefixing it with the parent key) or add a shard column as its first key.</source>
        <translation>Índices são armazenados como tabelas: um índice global cuja primeira chave é monotônica anexa cada nova entrada no seu final e vira um hotspot (prática recomendada nº 3). Intercale o índice na tabela pai (prefixando-o com a chave da tabela pai) ou adicione uma coluna de shard como sua primeira chave.</translation>
    </message>
    <message>
        <source>Global index on a low-cardinality column</source>
        <translation>Índice global em uma coluna de baixa cardinalidade</translation>
    </message>
    <message>
        <source>When new rows share a few index key values (for example every new player starts at the same level), index writes concentrate in one split. Prepend a partition column, use NULL_FILTERED if the column is sparse, or interleave the index.</source>
        <translation>Quando novas linhas compartilham poucos valores de chave do índice (por exemplo, todo novo jogador começa no mesmo nível), as gravações do índice se concentram em uma única divisão. Adicione uma coluna de partição no início, use NULL_FILTERED se a coluna for esparsa ou intercale o índice.</translation>
    </message>
    <message>
        <source>Tenant column is not the first key part</source>
        <translation>A coluna de locatário não é a primeira parte da chave</translation>
    </message>
    <message>
        <source>With schema-managed multi-tenancy each tenant&apos;s rows should be contiguous, so the tenant id belongs first in the key (or a Tenants root table with the other tables interleaved in it). If tenant ids are sequential and one tenant writes heavily, that range can still hotspot.</source>
        <translation>Com a multilocação gerenciada pelo esquema, as linhas de cada locatário devem ficar contíguas, então o id do locatário deve vir primeiro na chave (ou uma tabela raiz Tenants com as outras tabelas intercaladas nela). Se os ids de locatário forem sequenciais e um locatário gravar muito, esse intervalo ainda pode virar um hotspot.</translation>
    </message>
    <message>
        <source>One table or schema per tenant</source>
        <translation>Uma tabela ou esquema por locatário</translation>
    </message>
    <message>
        <source>A table or schema per tenant runs into the limits of 5,000 tables and 10,000 indexes per database and slows or throttles schema updates. Merge them into one table keyed by the tenant id first.</source>
        <translation>Uma tabela ou esquema por locatário esbarra nos limites de 5.000 tabelas e 10.000 índices por banco de dados e deixa as atualizações de esquema lentas ou limitadas. Junte-as em uma única tabela cuja chave começa pelo id do locatário.</translation>
    </message>
    <message>
        <source>Sequence kind missing</source>
        <translation>Tipo de sequência ausente</translation>
    </message>
    <message>
        <source>AUTO_INCREMENT, SERIAL and IDENTITY columns need the database option default_sequence_kind or an explicit BIT_REVERSED_POSITIVE; CREATE SEQUENCE needs sequence_kind = &apos;bit_reversed_positive&apos;, the only valid kind. For migrated data also skip the existing key range.</source>
        <translation>Colunas AUTO_INCREMENT, SERIAL e IDENTITY precisam da opção de banco de dados default_sequence_kind ou de um BIT_REVERSED_POSITIVE explícito; CREATE SEQUENCE precisa de sequence_kind = &apos;bit_reversed_positive&apos;, o único tipo válido. Para dados migrados, pule também o intervalo de chaves existente.</translation>
    </message>
    <message>
        <source>Interleaving too deep</source>
        <translation>Intercalação profunda demais</translation>
    </message>
    <message>
        <source>A parent chain may hold at most 7 tables (a table with 7 ancestors is rejected). Flatten the hierarchy: make one level a root table with a foreign key.</source>
        <translation>Uma cadeia de tabelas pai pode ter no máximo 7 tabelas (uma tabela com 7 ancestrais é rejeitada). Achate a hierarquia: transforme um dos níveis em tabela raiz com uma chave estrangeira.</translation>
    </message>
    <message>
        <source>Child key does not start with the parent key</source>
        <translation>A chave da tabela filha não começa com a chave da tabela pai</translation>
    </message>
    <message>
        <source>An interleaved table&apos;s primary key must start with all of the parent&apos;s key columns, with the same names, in the same positions.</source>
        <translation>A chave primária de uma tabela intercalada precisa começar com todas as colunas de chave da tabela pai, com os mesmos nomes e nas mesmas posições.</translation>
    </message>
    <message>
        <source>Child key column differs from the parent&apos;s</source>
        <translation>A coluna de chave da tabela filha difere da tabela pai</translation>
    </message>
    <message>
        <source>Each inherited key column must match the parent&apos;s column in type, declared length, nullability and sort order. Copy the parent column definition into the child.</source>
        <translation>Cada coluna de chave herdada precisa corresponder à coluna da tabela pai em tipo, comprimento declarado, nulidade e ordem de classificação. Copie a definição da coluna da tabela pai para a tabela filha.</translation>
    </message>
    <message>
        <source>Interleave parent missing or cyclic</source>
        <translation>Tabela pai da intercalação ausente ou cíclica</translation>
    </message>
    <message>
        <source>The INTERLEAVE IN [PARENT] target must be an existing table, and the parent chain must not form a cycle.</source>
        <translation>O destino de INTERLEAVE IN [PARENT] precisa ser uma tabela existente, e a cadeia de tabelas pai não pode formar um ciclo.</translation>
    </message>
    <message>
        <source>ON DELETE not allowed here</source>
        <translation>ON DELETE não é permitido aqui</translation>
    </message>
    <message>
        <source>ON DELETE is only allowed with INTERLEAVE IN PARENT; an INTERLEAVE IN table has no referential integrity. Remove the clause or use INTERLEAVE IN PARENT (an existing table is migrated in two steps).</source>
        <translation>ON DELETE só é permitido com INTERLEAVE IN PARENT; uma tabela INTERLEAVE IN não tem integridade referencial. Remova a cláusula ou use INTERLEAVE IN PARENT (uma tabela existente é migrada em duas etapas).</translation>
    </message>
    <message>
        <source>Interleaved child without ON DELETE CASCADE</source>
        <translation>Tabela filha intercalada sem ON DELETE CASCADE</translation>
    </message>
    <message>
        <source>With ON DELETE NO ACTION (the default) deleting a parent row fails while child rows exist, and TTL on the parent or its ancestors is blocked. INTERLEAVE IN (without PARENT) has no referential integrity at all. ON DELETE CASCADE deletes the children atomically; each deleted child&apos;s index entries still count as mutations.</source>
        <translation>Com ON DELETE NO ACTION (o padrão), excluir uma linha da tabela pai falha enquanto existirem linhas filhas, e o TTL na tabela pai ou em seus ancestrais fica bloqueado. INTERLEAVE IN (sem PARENT) não tem integridade referencial nenhuma. ON DELETE CASCADE exclui as filhas de forma atômica; as entradas de índice de cada filha excluída ainda contam como mutações.</translation>
    </message>
    <message>
        <source>Interleaving and a foreign key for the same relation</source>
        <translation>Intercalação e chave estrangeira para a mesma relação</translation>
    </message>
    <message>
        <source>Represent a parent-child relation with interleaving or with a foreign key, not both: INTERLEAVE IN PARENT already enforces that the parent exists, and the foreign key costs backing indexes and checks.</source>
        <translation>Represente uma relação pai-filha com intercalação ou com chave estrangeira, não com as duas: INTERLEAVE IN PARENT já garante que a tabela pai exista, e a chave estrangeira custa índices de suporte e verificações.</translation>
    </message>
    <message>
        <source>Foreign key could be interleaving</source>
        <translation>A chave estrangeira poderia ser uma intercalação</translation>
    </message>
    <message>
        <source>A child whose key starts with the parent&apos;s key can be interleaved: rows are co-located, joins on the key are local and large cascading deletes are safe. Interleaving cannot be removed later without recreating the table.</source>
        <translation>Uma tabela filha cuja chave começa com a chave da tabela pai pode ser intercalada: as linhas ficam juntas, junções pela chave são locais e exclusões em cascata grandes são seguras. A intercalação não pode ser removida depois sem recriar a tabela.</translation>
    </message>
    <message>
        <source>Unbounded rows per parent</source>
        <translation>Linhas ilimitadas por tabela pai</translation>
    </message>
    <message>
        <source>All child rows of one parent form a single row tree. A big or hot tree forces splits inside the tree, and each parent must keep a low write rate. Use a DESC timestamp with TTL for history, move the child to a root table keyed (ParentId, Ts DESC) with a foreign key, or move large rarely read columns out.</source>
        <translation>Todas as linhas filhas de uma linha pai formam uma única árvore de linhas. Uma árvore grande ou quente força divisões dentro da árvore, e cada linha pai precisa manter uma taxa de gravação baixa. Use um carimbo de data/hora DESC com TTL para histórico, mova a tabela filha para uma tabela raiz com chave (ParentId, Ts DESC) e uma chave estrangeira, ou retire colunas grandes e pouco lidas.</translation>
    </message>
    <message>
        <source>Deep interleave hierarchy</source>
        <translation>Hierarquia de intercalação profunda</translation>
    </message>
    <message>
        <source>Every level repeats all ancestor key columns, and the 16-column / 8 KiB key budget includes them. Interleave only data that is read or written together; make rarely co-accessed levels root tables with foreign keys.</source>
        <translation>Cada nível repete todas as colunas de chave dos ancestrais, e o limite de 16 colunas / 8 KiB de chave as inclui. Intercale apenas dados que são lidos ou gravados juntos; transforme níveis raramente acessados em conjunto em tabelas raiz com chaves estrangeiras.</translation>
    </message>
    <message>
        <source>Interleaved index does not start with the table key</source>
        <translation>O índice intercalado não começa com a chave da tabela</translation>
    </message>
    <message>
        <source>An index interleaved in T must start with T&apos;s key columns (names may differ) with the same type, sort order and nullability. Prepend T&apos;s key columns to the index key.</source>
        <translation>Um índice intercalado em T precisa começar com as colunas de chave de T (os nomes podem ser diferentes), com o mesmo tipo, ordem de classificação e nulidade. Coloque as colunas de chave de T no início da chave do índice.</translation>
    </message>
    <message>
        <source>Global index could be interleaved</source>
        <translation>O índice global poderia ser intercalado</translation>
    </message>
    <message>
        <source>An index whose leading keys are an ancestor&apos;s key serves queries scoped to one ancestor row; interleaved, its writes stay in the same split with no two-phase commit.</source>
        <translation>Um índice cujas primeiras chaves são a chave de um ancestral atende consultas restritas a uma linha desse ancestral; intercalado, suas gravações ficam na mesma divisão, sem commit em duas fases.</translation>
    </message>
    <message>
        <source>Key column of an invalid type</source>
        <translation>Coluna de chave de tipo inválido</translation>
    </message>
    <message>
        <source>FLOAT32, ARRAY, JSON and TOKENLIST (PostgreSQL: numeric, jsonb and arrays) cannot be key columns; PROTO keys are unconfirmed. Key a STORED generated column that extracts a scalar, or use FLOAT64.</source>
        <translation>FLOAT32, ARRAY, JSON e TOKENLIST (PostgreSQL: numeric, jsonb e arrays) não podem ser colunas de chave; chaves PROTO não são confirmadas. Use como chave uma coluna gerada STORED que extraia um escalar, ou use FLOAT64.</translation>
    </message>
    <message>
        <source>Index key of an invalid type</source>
        <translation>Chave de índice de tipo inválido</translation>
    </message>
    <message>
        <source>FLOAT32, ARRAY, JSON and TOKENLIST (PostgreSQL: numeric, jsonb) cannot be index keys, except vector arrays in a vector index. Index a STORED generated column that extracts a scalar.</source>
        <translation>FLOAT32, ARRAY, JSON e TOKENLIST (PostgreSQL: numeric, jsonb) não podem ser chaves de índice, exceto arrays de vetores em um índice vetorial. Indexe uma coluna gerada STORED que extraia um escalar.</translation>
    </message>
    <message>
        <source>STRING/BYTES length missing or out of range</source>
        <translation>Comprimento de STRING/BYTES ausente ou fora do intervalo</translation>
    </message>
    <message>
        <source>STRING and BYTES need a length: 1 to 2,621,440 characters for STRING, 1 to 10,485,760 bytes for BYTES, or MAX. A non-stored generated STRING/BYTES column must be MAX.</source>
        <translation>STRING e BYTES precisam de um comprimento: de 1 a 2.621.440 caracteres para STRING, de 1 a 10.485.760 bytes para BYTES, ou MAX. Uma coluna STRING/BYTES gerada e não armazenada precisa ser MAX.</translation>
    </message>
    <message>
        <source>Key can exceed 8 KiB</source>
        <translation>A chave pode passar de 8 KiB</translation>
    </message>
    <message>
        <source>Row can exceed the size limits</source>
        <translation>A linha pode passar dos limites de tamanho</translation>
    </message>
    <message>
        <source>Too many key columns</source>
        <translation>Colunas de chave demais</translation>
    </message>
    <message>
        <source>A table key may have at most 16 columns, inherited parent columns included; an index at most 16 key columns plus the base key columns not among them. Use a hash or surrogate key.</source>
        <translation>A chave de uma tabela pode ter no máximo 16 colunas, incluindo as herdadas da tabela pai; um índice, no máximo 16 colunas de chave mais as colunas de chave da tabela base que não estão entre elas. Use uma chave de hash ou substituta.</translation>
    </message>
    <message>
        <source>Too many columns</source>
        <translation>Colunas demais</translation>
    </message>
    <message>
        <source>A table may have at most 1,024 columns. Split it vertically (a 1:1 interleaved child).</source>
        <translation>Uma tabela pode ter no máximo 1.024 colunas. Divida-a verticalmente (uma tabela filha intercalada 1:1).</translation>
    </message>
    <message>
        <source>Too many indexes</source>
        <translation>Índices demais</translation>
    </message>
    <message>
        <source>A table may have at most 128 indexes and a database 10,000. Drop redundant indexes.</source>
        <translation>Uma tabela pode ter no máximo 128 índices, e um banco de dados 10.000. Exclua os índices redundantes.</translation>
    </message>
    <message>
        <source>Too many schema objects</source>
        <translation>Objetos de esquema demais</translation>
    </message>
    <message>
        <source>A database may have at most 5,000 tables, 5,000 views, 10 change streams, 16 property graphs and 16 locality groups. Consolidate objects, for example one table per entity rather than per tenant.</source>
        <translation>Um banco de dados pode ter no máximo 5.000 tabelas, 5.000 visualizações, 10 fluxos de alterações, 16 grafos de propriedades e 16 grupos de localidade. Consolide objetos, por exemplo uma tabela por entidade em vez de uma por locatário.</translation>
    </message>
    <message>
        <source>Invalid name</source>
        <translation>Nome inválido</translation>
    </message>
    <message>
        <source>Names start with a letter and contain only letters, digits and underscores, 1 to 128 characters. Rename the object.</source>
        <translation>Os nomes começam com uma letra e contêm apenas letras, dígitos e sublinhados, de 1 a 128 caracteres. Renomeie o objeto.</translation>
    </message>
    <message>
        <source>Reserved keyword as a name</source>
        <translation>Palavra-chave reservada como nome</translation>
    </message>
    <message>
        <source>A reserved keyword used as a name must be quoted with backticks in every DDL statement and query; unquoted it is a syntax error. The designer always quotes it when writing DDL; renaming spares every query author.</source>
        <translation>Uma palavra-chave reservada usada como nome precisa ficar entre crases em toda instrução DDL e em toda consulta; sem as crases é um erro de sintaxe. O designer sempre a coloca entre crases ao escrever DDL; renomear poupa todos que escrevem consultas.</translation>
    </message>
    <message>
        <source>Duplicate name</source>
        <translation>Nome duplicado</translation>
    </message>
    <message>
        <source>Names are case-insensitive. Tables, indexes, views, sequences, schemas and constraints share one namespace per schema, and column names must be unique within a table.</source>
        <translation>Os nomes não diferenciam maiúsculas de minúsculas. Tabelas, índices, visualizações, sequências, esquemas e restrições compartilham um único espaço de nomes por esquema, e os nomes de colunas precisam ser únicos dentro de uma tabela.</translation>
    </message>
    <message>
        <source>Reserved special name</source>
        <translation>Nome especial reservado</translation>
    </message>
    <message>
        <source>PRIMARY_KEY cannot name an index, constraint names cannot start with PK_ or CK_IS_NOT_NULL_, and system schema names (INFORMATION_SCHEMA, SPANNER_SYS, pg_catalog, public, ... and the spanner_ and pg_ prefixes) cannot name a schema.</source>
        <translation>PRIMARY_KEY não pode ser nome de índice, nomes de restrições não podem começar com PK_ nem com CK_IS_NOT_NULL_, e nomes de esquemas do sistema (INFORMATION_SCHEMA, SPANNER_SYS, pg_catalog, public, ... e os prefixos spanner_ e pg_) não podem ser nome de esquema.</translation>
    </message>
    <message>
        <source>Index in a different schema from its table</source>
        <translation>Índice em um esquema diferente do da sua tabela</translation>
    </message>
    <message>
        <source>An index must be created in the same named schema as its table: prefix the index name with the table&apos;s schema. Objects in non-default schemas are referenced by fully qualified name.</source>
        <translation>Um índice precisa ser criado no mesmo esquema nomeado que a sua tabela: prefixe o nome do índice com o esquema da tabela. Objetos em esquemas que não são o padrão são referenciados pelo nome totalmente qualificado.</translation>
    </message>
    <message>
        <source>Redundant index</source>
        <translation>Índice redundante</translation>
    </message>
    <message>
        <source>An index that repeats the primary key or another index adds write and storage cost for no read benefit. An index in the reverse order of the key is legitimate for reverse scans; a prefix of another non-unique index rarely helps.</source>
        <translation>Um índice que repete a chave primária ou outro índice acrescenta custo de gravação e armazenamento sem benefício de leitura. Um índice na ordem inversa da chave é legítimo para varreduras reversas; um prefixo de outro índice não exclusivo raramente ajuda.</translation>
    </message>
    <message>
        <source>Invalid STORING column</source>
        <translation>Coluna STORING inválida</translation>
    </message>
    <message>
        <source>STORING cannot list a base-table key column (indexes always contain them), an index key column, or the same column twice. Remove the column from STORING.</source>
        <translation>STORING não pode listar uma coluna de chave da tabela base (os índices sempre as contêm), uma coluna de chave do índice nem a mesma coluna duas vezes. Remova a coluna de STORING.</translation>
    </message>
    <message>
        <source>Query pattern not served by an index</source>
        <translation>Padrão de consulta não atendido por um índice</translation>
    </message>
    <message>
        <source>NULL_FILTERED index</source>
        <translation>Índice NULL_FILTERED</translation>
    </message>
    <message>
        <source>An index over sparse nullable columns is much smaller and cheaper as NULL_FILTERED (PostgreSQL: WHERE c IS NOT NULL); queries must then filter NULLs. A UNIQUE NULL_FILTERED index does not enforce uniqueness for rows with a NULL key part.</source>
        <translation>Um índice sobre colunas anuláveis esparsas fica muito menor e mais barato como NULL_FILTERED (PostgreSQL: WHERE c IS NOT NULL); as consultas precisam então filtrar os NULLs. Um índice UNIQUE NULL_FILTERED não garante a exclusividade das linhas com uma parte da chave NULL.</translation>
    </message>
    <message>
        <source>Ascending timestamp key in a history table</source>
        <translation>Chave de carimbo de data/hora crescente em uma tabela de histórico</translation>
    </message>
    <message>
        <source>If the newest entries are read first, declare the timestamp key DESC: the newest rows are then stored next to the parent row and read sequentially (best practice #2).</source>
        <translation>Se as entradas mais recentes são lidas primeiro, declare a chave de carimbo de data/hora como DESC: as linhas mais novas ficam então armazenadas junto da linha pai e são lidas em sequência (prática recomendada nº 2).</translation>
    </message>
    <message>
        <source>Invalid commit timestamp use</source>
        <translation>Uso inválido de carimbo de data/hora de commit</translation>
    </message>
    <message>
        <source>allow_commit_timestamp is only valid on TIMESTAMP columns, not on generated columns or columns read by generated columns or CHECK constraints; DEFAULT (PENDING_COMMIT_TIMESTAMP()) needs the option; the option must agree between parent and child key columns.</source>
        <translation>allow_commit_timestamp só é válido em colunas TIMESTAMP, não em colunas geradas nem em colunas lidas por colunas geradas ou por restrições CHECK; DEFAULT (PENDING_COMMIT_TIMESTAMP()) precisa da opção; a opção precisa ser igual nas colunas de chave da tabela pai e da filha.</translation>
    </message>
    <message>
        <source>Invalid row deletion policy</source>
        <translation>Política de exclusão de linhas inválida</translation>
    </message>
    <message>
        <source>A row deletion policy needs an existing TIMESTAMP column (PostgreSQL: timestamptz) and a whole non-negative number of days, and may not use a column generated from a commit timestamp.</source>
        <translation>Uma política de exclusão de linhas precisa de uma coluna TIMESTAMP existente (PostgreSQL: timestamptz) e de um número inteiro não negativo de dias, e não pode usar uma coluna gerada a partir de um carimbo de data/hora de commit.</translation>
    </message>
    <message>
        <source>TTL blocked by ON DELETE NO ACTION</source>
        <translation>TTL bloqueado por ON DELETE NO ACTION</translation>
    </message>
    <message>
        <source>TTL deletes rows with their interleaved descendants, so every descendant must be ON DELETE CASCADE, and a table referenced by an enforced foreign key without ON DELETE CASCADE cannot have TTL. Large cascades can hit the 80,000 mutation limit.</source>
        <translation>O TTL exclui as linhas junto com seus descendentes intercalados, então todo descendente precisa ser ON DELETE CASCADE, e uma tabela referenciada por uma chave estrangeira aplicada sem ON DELETE CASCADE não pode ter TTL. Cascatas grandes podem atingir o limite de 80.000 mutações.</translation>
    </message>
    <message>
        <source>Invalid foreign key</source>
        <translation>Chave estrangeira inválida</translation>
    </message>
    <message>
        <source>Referencing and referenced columns must match in number and type, cannot be ARRAY, JSON or commit-timestamp columns, and the only actions are ON DELETE CASCADE and NO ACTION (none on NOT ENFORCED keys; PostgreSQL has no NOT ENFORCED keys).</source>
        <translation>As colunas que referenciam e as referenciadas precisam coincidir em número e tipo, não podem ser colunas ARRAY, JSON nem de carimbo de data/hora de commit, e as únicas ações são ON DELETE CASCADE e NO ACTION (nenhuma em chaves NOT ENFORCED; o PostgreSQL não tem chaves NOT ENFORCED).</translation>
    </message>
    <message>
        <source>Foreign key cost</source>
        <translation>Custo da chave estrangeira</translation>
    </message>
    <message>
        <source>Empty or missing primary key</source>
        <translation>Chave primária vazia ou ausente</translation>
    </message>
    <message>
        <source>PRIMARY KEY () allows at most one row. Without a PRIMARY KEY clause Spanner adds a hidden bit-reversed rowid, and keys can never be changed later. Define an explicit key.</source>
        <translation>PRIMARY KEY () permite no máximo uma linha. Sem uma cláusula PRIMARY KEY o Spanner adiciona um rowid oculto com bits invertidos, e as chaves nunca poderão ser alteradas depois. Defina uma chave explícita.</translation>
    </message>
    <message>
        <source>Nullable key column</source>
        <translation>Coluna de chave anulável</translation>
    </message>
    <message>
        <source>A nullable key column lets one row per key prefix use NULL (which sorts first), and parent and child nullability must match. PostgreSQL-dialect databases do not allow NULL key columns. Add NOT NULL and propagate it to the children.</source>
        <translation>Uma coluna de chave anulável permite que uma linha por prefixo de chave use NULL (que vem primeiro na ordem), e a nulidade precisa ser igual na tabela pai e na filha. Bancos de dados do dialeto PostgreSQL não permitem colunas de chave NULL. Adicione NOT NULL e propague para as tabelas filhas.</translation>
    </message>
    <message>
        <source>A key (including inherited parent columns; for an index, its keys plus the base key) may hold at most 8,192 bytes; writes with larger keys fail. The estimate counts STRING(n) at one byte per character (ASCII), and reports unbounded free-text index keys. Shorten the key strings or use a surrogate key.</source>
        <translation>Uma chave (incluindo as colunas herdadas da tabela pai; para um índice, suas chaves mais a chave da tabela base) pode ter no máximo 8.192 bytes; gravações com chaves maiores falham. A estimativa conta STRING(n) a um byte por caractere (ASCII) e aponta chaves de índice de texto livre ilimitado. Encurte as strings da chave ou use uma chave substituta.</translation>
    </message>
    <message>
        <source>Non-key data of a row is limited to 1,600 MiB (every cell, whatever its type, to 10 MiB). Split wide or large columns into a child or a separate table.</source>
        <translation>Os dados que não são chave de uma linha são limitados a 1.600 MiB (cada célula, de qualquer tipo, a 10 MiB). Separe colunas largas ou grandes em uma tabela filha ou em uma tabela à parte.</translation>
    </message>
    <message>
        <source>A foreign key whose referenced columns are not the primary key adds a UNIQUE NULL_FILTERED backing index (creation fails on duplicates). ON DELETE CASCADE over a 1:N relation can exceed 80,000 mutations; prefer INTERLEAVE IN PARENT for large 1:N.</source>
        <translation>Uma chave estrangeira cujas colunas referenciadas não são a chave primária acrescenta um índice de suporte UNIQUE NULL_FILTERED (a criação falha se houver duplicatas). ON DELETE CASCADE numa relação 1:N pode passar de 80.000 mutações; prefira INTERLEAVE IN PARENT para 1:N grandes.</translation>
    </message>
    <message>
        <source>The application&apos;s queries should be served by an index whose leading keys match the filter, with the selected columns as keys or STORING for index-only reads, and with a DESC key for newest-first reads. Joins on a parent key read one row tree when the child is interleaved. A query that runs at least once a second makes its finding a warning.</source>
        <translation>As consultas da aplicação devem ser atendidas por um índice cujas primeiras chaves correspondam ao filtro, com as colunas selecionadas como chaves ou em STORING para leituras só do índice, e com uma chave DESC para leituras dos mais recentes primeiro. Junções pela chave do pai leem uma única árvore de linhas quando a filha é intercalada. Uma consulta executada pelo menos uma vez por segundo torna o apontamento um aviso.</translation>
    </message>
</context>
<context>
    <name>ssd::checks::classifiers</name>
    <message>
        <source>`%1` stores commit timestamps (allow_commit_timestamp)</source>
        <translation>`%1` armazena carimbos de data/hora de commit (allow_commit_timestamp)</translation>
    </message>
    <message>
        <source>`%1` defaults to PENDING_COMMIT_TIMESTAMP()</source>
        <translation>`%1` tem como padrão PENDING_COMMIT_TIMESTAMP()</translation>
    </message>
    <message>
        <source>`%1` defaults to the current time (%2)</source>
        <translation>`%1` tem como padrão o horário atual (%2)</translation>
    </message>
    <message>
        <source>`%1` is generated %2 (project setting)</source>
        <translation>`%1` é gerada %2 (configuração do projeto)</translation>
    </message>
    <message>
        <source>`%1` is a %2</source>
        <translation>`%1` é um %2</translation>
    </message>
    <message>
        <source>the name `%1` suggests a time value</source>
        <translation>o nome `%1` sugere um valor de tempo</translation>
    </message>
    <message>
        <source>`%1` is an integer named like a counter, with no distributing default</source>
        <translation>`%1` é um inteiro com nome de contador, sem um padrão que distribua os valores</translation>
    </message>
    <message>
        <source>`%1` is an ENUM</source>
        <translation>`%1` é um ENUM</translation>
    </message>
    <message>
        <source>a CHECK constraint limits `%1` to %2 values</source>
        <translation>uma restrição CHECK limita `%1` a %2 valores</translation>
    </message>
    <message>
        <source>`%1` has the constant default %2, so new rows share one value</source>
        <translation>`%1` tem o padrão constante %2, então as novas linhas compartilham um único valor</translation>
    </message>
    <message>
        <source>the name `%1` suggests a status or category with few values</source>
        <translation>o nome `%1` sugere um status ou categoria com poucos valores</translation>
    </message>
</context>
<context>
    <name>ssd::checks::fixes</name>
    <message>
        <source>Fill %1 from a new bit-reversed sequence</source>
        <translation>Preencher %1 a partir de uma nova sequência com bits invertidos</translation>
    </message>
    <message>
        <source>Make %1 a UUID generated by NEW_UUID()</source>
        <translation>Tornar %1 um UUID gerado por NEW_UUID()</translation>
    </message>
    <message>
        <source>Add a ShardId column (hash of %1 modulo %2) as the first key part of %3</source>
        <translation>Adicionar uma coluna ShardId (hash de %1 módulo %2) como primeira parte da chave de %3</translation>
    </message>
    <message>
        <source>Toggle ASC/DESC on key column %1</source>
        <translation>Alternar ASC/DESC na coluna de chave %1</translation>
    </message>
    <message>
        <source>Make %1 NOT NULL</source>
        <translation>Tornar %1 NOT NULL</translation>
    </message>
    <message>
        <source>Declare %1 as GENERATED BY DEFAULT AS IDENTITY (BIT_REVERSED_POSITIVE)</source>
        <translation>Declarar %1 como GENERATED BY DEFAULT AS IDENTITY (BIT_REVERSED_POSITIVE)</translation>
    </message>
    <message>
        <source>Make sequence %1 bit-reversed</source>
        <translation>Tornar a sequência %1 com bits invertidos</translation>
    </message>
    <message>
        <source>Use (MAX) as the length of %1</source>
        <translation>Usar (MAX) como comprimento de %1</translation>
    </message>
    <message>
        <source>Start the key of %1 with its parent&apos;s key columns</source>
        <translation>Começar a chave de %1 com as colunas de chave da sua tabela pai</translation>
    </message>
    <message>
        <source>Copy the parent&apos;s definition of %1 into %2</source>
        <translation>Copiar a definição de %1 da tabela pai para %2</translation>
    </message>
    <message>
        <source>Interleave %1 with ON DELETE CASCADE</source>
        <translation>Intercalar %1 com ON DELETE CASCADE</translation>
    </message>
    <message>
        <source>Remove the ON DELETE clause of %1</source>
        <translation>Remover a cláusula ON DELETE de %1</translation>
    </message>
    <message>
        <source>Make every interleaved descendant of %1 and every foreign key to it ON DELETE CASCADE</source>
        <translation>Tornar ON DELETE CASCADE todo descendente intercalado de %1 e toda chave estrangeira para ela</translation>
    </message>
    <message>
        <source>Drop foreign key %1 of %2</source>
        <translation>Excluir a chave estrangeira %1 de %2</translation>
    </message>
    <message>
        <source>Add ON DELETE CASCADE to foreign key %1</source>
        <translation>Adicionar ON DELETE CASCADE à chave estrangeira %1</translation>
    </message>
    <message>
        <source>Interleave %1 in %2 (ON DELETE CASCADE) instead of the foreign key</source>
        <translation>Intercalar %1 em %2 (ON DELETE CASCADE) em vez da chave estrangeira</translation>
    </message>
    <message>
        <source>Interleave index %1 in %2</source>
        <translation>Intercalar o índice %1 em %2</translation>
    </message>
    <message>
        <source>Start index %1 with the key of the table it is interleaved in</source>
        <translation>Começar o índice %1 com a chave da tabela em que ele está intercalado</translation>
    </message>
    <message>
        <source>Add a hash shard column (modulo %1) as the first key of index %2</source>
        <translation>Adicionar uma coluna de shard por hash (módulo %1) como primeira chave do índice %2</translation>
    </message>
    <message>
        <source>Make index %1 NULL_FILTERED</source>
        <translation>Tornar o índice %1 NULL_FILTERED</translation>
    </message>
    <message>
        <source>Remove NULL_FILTERED from index %1</source>
        <translation>Remover NULL_FILTERED do índice %1</translation>
    </message>
    <message>
        <source>Drop index %1</source>
        <translation>Excluir o índice %1</translation>
    </message>
    <message>
        <source>Remove %1 from the STORING list of %2</source>
        <translation>Remover %1 da lista STORING de %2</translation>
    </message>
    <message>
        <source>Remove the repeated key columns of index %1</source>
        <translation>Remover as colunas de chave repetidas do índice %1</translation>
    </message>
    <message>
        <source>Create an index on %1(%2)</source>
        <translation>Criar um índice em %1(%2)</translation>
    </message>
    <message>
        <source>Create an index on %1(%2) storing (%3)</source>
        <translation>Criar um índice em %1(%2) armazenando (%3)</translation>
    </message>
    <message>
        <source>Store (%1) in index %2</source>
        <translation>Armazenar (%1) no índice %2</translation>
    </message>
    <message>
        <source>Make (%1) DESC in index %2</source>
        <translation>Tornar (%1) DESC no índice %2</translation>
    </message>
    <message>
        <source>Make (%1) ASC in index %2</source>
        <translation>Tornar (%1) ASC no índice %2</translation>
    </message>
</context>
<context>
    <name>ssd::checks::indexes</name>
    <message>
        <source>The first key of global index %1 on %2 is monotonic: %3. Indexes are stored as tables, so this index appends every new entry at its end and becomes a hotspot (best practice #3).</source>
        <translation>A primeira chave do índice global %1 em %2 é monotônica: %3. Índices são armazenados como tabelas, então este índice anexa cada nova entrada no seu final e vira um hotspot (prática recomendada nº 3).</translation>
    </message>
    <message>
        <source>The first key of global index %1 on %2 has few distinct values: %3. New rows share only a few index key values, so index writes concentrate in one split.</source>
        <translation>A primeira chave do índice global %1 em %2 tem poucos valores distintos: %3. As novas linhas compartilham poucos valores de chave do índice, então as gravações do índice se concentram em uma única divisão.</translation>
    </message>
    <message>
        <source>table %1 is not found</source>
        <translation>a tabela %1 não foi encontrada</translation>
    </message>
    <message>
        <source>key column %1 of %2 is missing from the index key</source>
        <translation>a coluna de chave %1 de %2 está ausente da chave do índice</translation>
    </message>
    <message>
        <source>index key %1 is %2 but key column %3 of %4 is %5</source>
        <translation>a chave de índice %1 é %2, mas a coluna de chave %3 de %4 é %5</translation>
    </message>
    <message>
        <source>index key %1 is sorted differently from key column %2 of %3</source>
        <translation>a chave de índice %1 tem ordem de classificação diferente da coluna de chave %2 de %3</translation>
    </message>
    <message>
        <source>index key %1 is nullable but key column %2 of %3 is not</source>
        <translation>a chave de índice %1 é anulável, mas a coluna de chave %2 de %3 não é</translation>
    </message>
    <message>
        <source>Index %1 specifies keys that are not a prefix of the keys of table %2, yet is to be interleaved in it: %3.</source>
        <translation>O índice %1 especifica chaves que não são um prefixo das chaves da tabela %2, mas deve ser intercalado nela: %3.</translation>
    </message>
    <message>
        <source>Global index %1 on %2 starts with the key of ancestor %3. Queries scoped to one %3 can use an interleaved index: index writes stay in the same split, with no two-phase commit.</source>
        <translation>O índice global %1 em %2 começa com a chave do ancestral %3. Consultas restritas a uma linha de %3 podem usar um índice intercalado: as gravações do índice ficam na mesma divisão, sem commit em duas fases.</translation>
    </message>
    <message>
        <source>Index %1 duplicates %2. It adds write and storage cost for no read benefit.</source>
        <translation>O índice %1 duplica %2. Ele acrescenta custo de gravação e armazenamento sem benefício de leitura.</translation>
    </message>
    <message>
        <source>the primary key of %1 (the key is already indexed)</source>
        <translation>a chave primária de %1 (a chave já está indexada)</translation>
    </message>
    <message>
        <source>the primary key of %1 in reverse order (only useful for reverse scans)</source>
        <translation>a chave primária de %1 em ordem inversa (útil apenas para varreduras reversas)</translation>
    </message>
    <message>
        <source>index %1 (same keys and options)</source>
        <translation>o índice %1 (mesmas chaves e opções)</translation>
    </message>
    <message>
        <source>The keys of index %1 are a prefix of the keys of index %2, which can serve the same lookups.</source>
        <translation>As chaves do índice %1 são um prefixo das chaves do índice %2, que pode atender às mesmas buscas.</translation>
    </message>
    <message>
        <source>Index %1 specifies key column %2 twice.</source>
        <translation>O índice %1 especifica a coluna de chave %2 duas vezes.</translation>
    </message>
    <message>
        <source>Index %1 specifies stored column %2 which is a key of table %3: indexes always contain the base key columns.</source>
        <translation>O índice %1 especifica a coluna armazenada %2, que é uma chave da tabela %3: os índices sempre contêm as colunas de chave da tabela base.</translation>
    </message>
    <message>
        <source>Index %1 specifies stored column %2 which is already an index key.</source>
        <translation>O índice %1 especifica a coluna armazenada %2, que já é uma chave do índice.</translation>
    </message>
    <message>
        <source>Index %1 stores column %2 twice.</source>
        <translation>O índice %1 armazena a coluna %2 duas vezes.</translation>
    </message>
    <message>
        <source>UNIQUE NULL_FILTERED index %1 has nullable key columns (%2): uniqueness is not enforced for rows where any key part is NULL.</source>
        <translation>O índice UNIQUE NULL_FILTERED %1 tem colunas de chave anuláveis (%2): a exclusividade não é garantida para linhas em que alguma parte da chave é NULL.</translation>
    </message>
    <message>
        <source>Index %1 covers only nullable, probably sparse columns (%2). Most rows have NULL here: a NULL_FILTERED index is much smaller and cheaper to maintain (queries must filter NULLs).</source>
        <translation>O índice %1 cobre apenas colunas anuláveis, provavelmente esparsas (%2). A maioria das linhas tem NULL aqui: um índice NULL_FILTERED é muito menor e mais barato de manter (as consultas precisam filtrar os NULLs).</translation>
    </message>
    <message>
        <source>The first key of global index %1 on %2 may be a counter: %3. If its values are issued sequentially, this index appends every new entry at its end and becomes a hotspot (best practice #3).</source>
        <translation>A primeira chave do índice global %1 em %2 pode ser um contador: %3. Se os valores forem emitidos em sequência, este índice anexa cada nova entrada no seu final e vira um hotspot (prática recomendada nº 3).</translation>
    </message>
    <message>
        <source>Global index %1 on %2 starts with %3, a tag, log or tree that many rows share, followed by a growing value (%4): the entries of each %3 value are appended at its end, so a busy one writes into a single split.</source>
        <translation>O índice global %1 em %2 começa com %3, uma tag, log ou árvore que muitas linhas compartilham, seguida de um valor crescente (%4): as entradas de cada valor de %3 são anexadas no seu final, então um valor movimentado grava em uma única divisão.</translation>
    </message>
    <message>
        <source>a prefix of the primary key of %1 (the table is stored in key order, so it serves the same lookups and range scans)</source>
        <translation>um prefixo da chave primária de %1 (a tabela é armazenada na ordem da chave, então atende às mesmas buscas e varreduras de intervalo)</translation>
    </message>
    <message>
        <source>the backing index Spanner builds for foreign key %1 on the same columns (foreign keys do not use user indexes, and queries can use their backing indexes)</source>
        <translation>o índice de suporte que o Spanner cria para a chave estrangeira %1 nas mesmas colunas (chaves estrangeiras não usam índices do usuário, e as consultas podem usar seus índices de suporte)</translation>
    </message>
</context>
<context>
    <name>ssd::checks::interleave</name>
    <message>
        <source>Table %1 is too deeply nested: it has %2 interleave ancestors; the limit is 7 tables in a chain.</source>
        <translation>A tabela %1 está aninhada profundamente demais: ela tem %2 ancestrais de intercalação; o limite é de 7 tabelas em uma cadeia.</translation>
    </message>
    <message>
        <source>Table %1 adds no columns and is not a top level table: an interleaved table needs at least one column (it is interleaved in %2).</source>
        <translation>A tabela %1 não acrescenta colunas e não é uma tabela de nível superior: uma tabela intercalada precisa de pelo menos uma coluna (ela está intercalada em %2).</translation>
    </message>
    <message>
        <source>Table %1 references parent key column %2 at incorrect position %3 (it must be key part %4, as in %5).</source>
        <translation>A tabela %1 referencia a coluna de chave %2 da tabela pai na posição incorreta %3 (ela precisa ser a parte %4 da chave, como em %5).</translation>
    </message>
    <message>
        <source>Table %1 does not reference parent key column %2: the key of an interleaved table must start with the key of %3, with the same names in the same positions.</source>
        <translation>A tabela %1 não referencia a coluna de chave %2 da tabela pai: a chave de uma tabela intercalada precisa começar com a chave de %3, com os mesmos nomes nas mesmas posições.</translation>
    </message>
    <message>
        <source>with incorrect type %1 (should be %2)</source>
        <translation>com o tipo incorreto %1 (deveria ser %2)</translation>
    </message>
    <message>
        <source>with incorrect length %1 (should be %2)</source>
        <translation>com o comprimento incorreto %1 (deveria ser %2)</translation>
    </message>
    <message>
        <source>that is not null, but the child key is nullable</source>
        <translation>que é não nula, mas a chave da tabela filha é anulável</translation>
    </message>
    <message>
        <source>that is nullable, but the child key is not null</source>
        <translation>que é anulável, mas a chave da tabela filha é não nula</translation>
    </message>
    <message>
        <source>with incorrect order %1 (should be %2)</source>
        <translation>com a ordem incorreta %1 (deveria ser %2)</translation>
    </message>
    <message>
        <source>Table %1 references parent key column %2 of %3 %4.</source>
        <translation>A tabela %1 referencia a coluna de chave %2 de %3 %4.</translation>
    </message>
    <message>
        <source>Table %1 is interleaved in %2, but that table is not found.</source>
        <translation>A tabela %1 está intercalada em %2, mas essa tabela não foi encontrada.</translation>
    </message>
    <message>
        <source>Interleaving table %1 in parent table %2 creates a cycle.</source>
        <translation>Intercalar a tabela %1 na tabela pai %2 cria um ciclo.</translation>
    </message>
    <message>
        <source>%1 is INTERLEAVE IN %2 (without PARENT), which does not allow an ON DELETE clause.</source>
        <translation>%1 é INTERLEAVE IN %2 (sem PARENT), que não permite uma cláusula ON DELETE.</translation>
    </message>
    <message>
        <source>%1 is INTERLEAVE IN %2 without PARENT: child rows may exist without a parent (no referential integrity), and deleting the parent leaves the children.</source>
        <translation>%1 é INTERLEAVE IN %2 sem PARENT: linhas filhas podem existir sem uma linha pai (sem integridade referencial), e excluir a linha pai deixa as filhas.</translation>
    </message>
    <message>
        <source>%1 is interleaved in %2 with ON DELETE NO ACTION: deleting a %2 row fails while %1 rows exist. This also blocks TTL on %2 and its ancestors.</source>
        <translation>%1 está intercalada em %2 com ON DELETE NO ACTION: excluir uma linha de %2 falha enquanto existirem linhas de %1. Isso também bloqueia o TTL em %2 e em seus ancestrais.</translation>
    </message>
    <message>
        <source>%1 is interleaved in %2 and also declares foreign key %3 to it. Represent the parent-child relationship with interleaving or a foreign key, not both: both cost extra storage and compute for backing indexes and checks.</source>
        <translation>%1 está intercalada em %2 e também declara a chave estrangeira %3 para ela. Represente a relação pai-filha com intercalação ou com chave estrangeira, não com as duas: ambas custam armazenamento e processamento extras com índices de suporte e verificações.</translation>
    </message>
    <message>
        <source>rename the referencing columns to the parent key names</source>
        <translation>renomeie as colunas que referenciam para os nomes da chave da tabela pai</translation>
    </message>
    <message>
        <source>add the referencing columns to the key</source>
        <translation>adicione as colunas que referenciam à chave</translation>
    </message>
    <message>
        <source>reorder the key so it starts with the referencing columns</source>
        <translation>reordene a chave para que comece com as colunas que referenciam</translation>
    </message>
    <message>
        <source>copy the parent key column lengths and nullability</source>
        <translation>copie os comprimentos e a nulidade das colunas de chave da tabela pai</translation>
    </message>
    <message>
        <source>%1 can be interleaved in %2 (foreign key %3 references its full key). Rows would be co-located, joins on the key local, and large cascading deletes safe. Interleaving can&apos;t be removed later without recreating the table.</source>
        <translation>%1 pode ser intercalada em %2 (a chave estrangeira %3 referencia sua chave completa). As linhas ficariam juntas, as junções pela chave seriam locais e exclusões em cascata grandes seriam seguras. A intercalação não pode ser removida depois sem recriar a tabela.</translation>
    </message>
    <message>
        <source>Needed: %1.</source>
        <translation>Necessário: %1.</translation>
    </message>
    <message>
        <source>the expected %1 rows per parent of about %2 bytes each exceed the %3-byte row-tree threshold</source>
        <translation>as %1 linhas por linha pai esperadas, de cerca de %2 bytes cada, passam do limite de %3 bytes da árvore de linhas</translation>
    </message>
    <message>
        <source>its last key column grows without bound: %1</source>
        <translation>sua última coluna de chave cresce sem limite: %1</translation>
    </message>
    <message>
        <source>its name suggests an append-only history</source>
        <translation>seu nome sugere um histórico que só recebe acréscimos</translation>
    </message>
    <message>
        <source>Rows of %1 per %2 look unbounded (%3). All %1 rows of one %2 form a single row tree: a big or hot tree forces splits inside the tree, and a single hot row cannot be split. Each parent must also keep a low write rate.</source>
        <translation>As linhas de %1 por %2 parecem ilimitadas (%3). Todas as linhas de %1 de uma linha de %2 formam uma única árvore de linhas: uma árvore grande ou quente força divisões dentro da árvore, e uma única linha quente não pode ser dividida. Cada linha pai também precisa manter uma taxa de gravação baixa.</translation>
    </message>
    <message>
        <source>it is at interleave depth %1</source>
        <translation>ela está na profundidade de intercalação %1</translation>
    </message>
    <message>
        <source>it inherits %1 of the 16 allowed key columns</source>
        <translation>ela herda %1 das 16 colunas de chave permitidas</translation>
    </message>
    <message>
        <source>its inherited key columns can take %1 of the 8,192 key bytes</source>
        <translation>suas colunas de chave herdadas podem ocupar %1 dos 8.192 bytes de chave</translation>
    </message>
    <message>
        <source>%1 sits deep in its interleave hierarchy (%2). Every level repeats all ancestor key columns, and the 16-key-column / 8 KiB key budget includes inherited parent keys. Interleave only data that is read or written together.</source>
        <translation>%1 está no fundo da sua hierarquia de intercalação (%2). Cada nível repete todas as colunas de chave dos ancestrais, e o limite de 16 colunas de chave / 8 KiB de chave inclui as chaves herdadas da tabela pai. Intercale apenas dados que são lidos ou gravados juntos.</translation>
    </message>
    <message>
        <source>%1, under a %2 row that many writers share (a tree, log, queue or time period)</source>
        <translation>%1, sob uma linha de %2 que muitos gravadores compartilham (uma árvore, log, fila ou período de tempo)</translation>
    </message>
</context>
<context>
    <name>ssd::checks::keys</name>
    <message>
        <source>Reorder the key of %1 to (%2)</source>
        <translation>Reordenar a chave de %1 para (%2)</translation>
    </message>
    <message>
        <source>First key column %1 of %2 is a commit timestamp (%3). Every insert goes to one end of the key space, so writes hotspot even at low write rates.</source>
        <translation>A primeira coluna de chave %1 de %2 é um carimbo de data/hora de commit (%3). Cada inserção vai para uma ponta do espaço de chaves, então as gravações criam um hotspot mesmo com taxas de gravação baixas.</translation>
    </message>
    <message>
        <source>Rows of %1 are inserted in %2 order: %3. All inserts land in the last split, so one server does all the work (best practice #1). Making %2 DESC only moves the hotspot to the start.</source>
        <translation>As linhas de %1 são inseridas na ordem de %2: %3. Todas as inserções caem na última divisão, então um único servidor faz todo o trabalho (prática recomendada nº 1). Tornar %2 DESC apenas move o hotspot para o início.</translation>
    </message>
    <message>
        <source>the project marks it as sequentially generated</source>
        <translation>o projeto a marca como gerada sequencialmente</translation>
    </message>
    <message>
        <source>its name looks like a counter</source>
        <translation>seu nome parece o de um contador</translation>
    </message>
    <message>
        <source>%1 is an integer first key of %2 with no distributing generator (%3). If the values are issued sequentially, all inserts hit the same split.</source>
        <translation>%1 é uma primeira chave inteira de %2 sem um gerador que distribua os valores (%3). Se os valores forem emitidos em sequência, todas as inserções atingem a mesma divisão.</translation>
    </message>
    <message>
        <source>the project marks %1 as a time-ordered UUID</source>
        <translation>o projeto marca %1 como um UUID ordenado por tempo</translation>
    </message>
    <message>
        <source>the name %1 suggests a time-ordered identifier</source>
        <translation>o nome %1 sugere um identificador ordenado por tempo</translation>
    </message>
    <message>
        <source>Key column %1 of %2 holds time-ordered IDs (%3). They put the timestamp in the high-order bits and hotspot like a timestamp key.</source>
        <translation>A coluna de chave %1 de %2 contém IDs ordenados por tempo (%3). Eles põem o carimbo de data/hora nos bits mais significativos e criam hotspot como uma chave de carimbo de data/hora.</translation>
    </message>
    <message>
        <source>it defaults to %1</source>
        <translation>o padrão dela é %1</translation>
    </message>
    <message>
        <source>its name says it holds UUIDs</source>
        <translation>seu nome diz que ela contém UUIDs</translation>
    </message>
    <message>
        <source>Key column %1 of %2 stores UUIDs as strings (%3). Consider the native UUID type with DEFAULT (NEW_UUID()): a STRING(36) column cannot later be altered to UUID, and client-generated UUID strings must be lowercase to mix safely with Spanner-generated ones.</source>
        <translation>A coluna de chave %1 de %2 armazena UUIDs como strings (%3). Considere o tipo nativo UUID com DEFAULT (NEW_UUID()): uma coluna STRING(36) não pode ser alterada para UUID depois, e strings UUID geradas pelo cliente precisam estar em minúsculas para se misturar com segurança às geradas pelo Spanner.</translation>
    </message>
    <message>
        <source>a few</source>
        <translation>alguns</translation>
    </message>
    <message>
        <source>The key of %1 starts with %2 (%3) followed by %4 (%5): only %6 distinct prefixes, so at most %6 splits can absorb inserts. Each prefix still appends at its end.</source>
        <translation>A chave de %1 começa com %2 (%3) seguida de %4 (%5): apenas %6 prefixos distintos, então no máximo %6 divisões podem absorver as inserções. Cada prefixo continua anexando no seu final.</translation>
    </message>
    <message>
        <source>The key of %1 starts with shard column %2 with only %3 values, fewer than the %4 planned nodes: at most %3 splits can absorb inserts.</source>
        <translation>A chave de %1 começa com a coluna de shard %2, com apenas %3 valores, menos que os %4 nós planejados: no máximo %3 divisões podem absorver as inserções.</translation>
    </message>
    <message>
        <source>Shard column %1 has N=%2 logical shards vs %3 planned nodes (%4). N is fixed once data exists. Too few shards limit write spread; too many make every range read fan out to all shards.</source>
        <translation>A coluna de shard %1 tem N=%2 shards lógicos contra %3 nós planejados (%4). N fica fixo quando já existem dados. Shards de menos limitam a distribuição das gravações; shards demais fazem toda leitura de intervalo se espalhar por todos os shards.</translation>
    </message>
    <message>
        <source>%1 has no primary key: Spanner will add a hidden bit-reversed `rowid`. Keys can never be changed later.</source>
        <translation>%1 não tem chave primária: o Spanner vai adicionar um `rowid` oculto com bits invertidos. As chaves nunca poderão ser alteradas depois.</translation>
    </message>
    <message>
        <source>%1 has an empty key PRIMARY KEY (): it can hold at most one row.</source>
        <translation>%1 tem uma chave vazia PRIMARY KEY (): ela pode conter no máximo uma linha.</translation>
    </message>
    <message>
        <source>Key column %1 of %2 is nullable, but PostgreSQL-dialect databases do not allow NULL in key columns.</source>
        <translation>A coluna de chave %1 de %2 é anulável, mas bancos de dados do dialeto PostgreSQL não permitem NULL em colunas de chave.</translation>
    </message>
    <message>
        <source>Key column %1 of %2 is nullable. Is NULL really a valid key value? (NULL sorts first, and only one row per key prefix can use it.)</source>
        <translation>A coluna de chave %1 de %2 é anulável. NULL é mesmo um valor de chave válido? (NULL vem primeiro na ordem, e apenas uma linha por prefixo de chave pode usá-lo.)</translation>
    </message>
    <message>
        <source>The key of %1 starts with %2, a tree, log or tag that many rows share, followed by %3 (%4): the rows of each %2 value are appended at its end, so all the writes of a busy one go to a single split.</source>
        <translation>A chave de %1 começa com %2, uma árvore, log ou tag que muitas linhas compartilham, seguida de %3 (%4): as linhas de cada valor de %2 são anexadas no seu final, então todas as gravações de um valor movimentado vão para uma única divisão.</translation>
    </message>
    <message>
        <source>%1 is an ascending TIMESTAMP key of %2, but index %3 reads its rows newest first. Declare %1 DESC in the key: the table itself then stores the newest rows first, and %3 is no longer needed for those reads.</source>
        <translation>%1 é uma chave TIMESTAMP crescente de %2, mas o índice %3 lê suas linhas das mais novas para as mais antigas. Declare %1 DESC na chave: a própria tabela passa então a armazenar primeiro as linhas mais novas, e %3 deixa de ser necessário para essas leituras.</translation>
    </message>
</context>
<context>
    <name>ssd::checks::limits</name>
    <message>
        <source>The key of index %1 (its keys plus the key of %2) can take %3 bytes, above the 8 KiB limit.</source>
        <translation>A chave do índice %1 (suas chaves mais a chave de %2) pode ocupar %3 bytes, acima do limite de 8 KiB.</translation>
    </message>
    <message>
        <source>Table %1 has too many keys (%2, inherited parent columns included); the limit is 16.</source>
        <translation>A tabela %1 tem chaves demais (%2, incluindo as colunas herdadas da tabela pai); o limite é 16.</translation>
    </message>
    <message>
        <source>Index %1 has too many key columns: %2 index keys plus the key columns of %3 make %4; the limit is 16.</source>
        <translation>O índice %1 tem colunas de chave demais: %2 chaves do índice mais as colunas de chave de %3 somam %4; o limite é 16.</translation>
    </message>
    <message>
        <source>Table %1 has too many columns (%2); the limit is 1024.</source>
        <translation>A tabela %1 tem colunas demais (%2); o limite é 1024.</translation>
    </message>
    <message>
        <source>Table %1 has too many indexes (%2); the limit is 128 per table.</source>
        <translation>A tabela %1 tem índices demais (%2); o limite é 128 por tabela.</translation>
    </message>
    <message>
        <source>The database has too many indexes (%1); the limit is 10,000.</source>
        <translation>O banco de dados tem índices demais (%1); o limite é 10.000.</translation>
    </message>
    <message>
        <source>tables</source>
        <translation>tabelas</translation>
    </message>
    <message>
        <source>views</source>
        <translation>visualizações</translation>
    </message>
    <message>
        <source>change streams</source>
        <translation>fluxos de alterações</translation>
    </message>
    <message>
        <source>property graphs</source>
        <translation>grafos de propriedades</translation>
    </message>
    <message>
        <source>locality groups</source>
        <translation>grupos de localidade</translation>
    </message>
    <message>
        <source>The database exceeds the %1 limit (%2 of at most %3).</source>
        <translation>O banco de dados passa do limite de %1 (%2 de no máximo %3).</translation>
    </message>
    <message>
        <source>The key of %1 can take %2 bytes at its declared lengths (STRING(n) counted at one byte per character, as ASCII text takes; inherited parent columns included), above the 8 KiB limit. Such writes fail with &apos;Number of bytes for key of table %1 is %2 which exceeds the maximum of 8192&apos;.</source>
        <translation>A chave de %1 pode ocupar %2 bytes nos comprimentos declarados (STRING(n) contado a um byte por caractere, como ocupa um texto ASCII; incluindo as colunas herdadas da tabela pai), acima do limite de 8 KiB. Essas gravações falham com &apos;Number of bytes for key of table %1 is %2 which exceeds the maximum of 8192&apos;.</translation>
    </message>
    <message>
        <source>Index %1 has the unbounded column %2 (%3), free text or user input, as a key: a value longer than 8 KiB cannot be written, since an index key is limited to 8 KiB. Bound the column (an email fits in STRING(320)), index a hash of the text, or use a search index for text search.</source>
        <translation>O índice %1 tem como chave a coluna ilimitada %2 (%3), de texto livre ou entrada do usuário: um valor com mais de 8 KiB não pode ser gravado, pois uma chave de índice é limitada a 8 KiB. Limite a coluna (um e-mail cabe em STRING(320)), indexe um hash do texto ou use um índice de pesquisa para busca textual.</translation>
    </message>
    <message>
        <source>Rows of %1 may hit the 1,600 MiB limit on non-key data: the declared non-key columns add up to %2 MiB (%3 of them can each hold the 10 MiB a cell allows).</source>
        <translation>As linhas de %1 podem atingir o limite de 1.600 MiB de dados fora da chave: as colunas declaradas que não são chave somam %2 MiB (%3 delas podem guardar, cada uma, os 10 MiB que uma célula permite).</translation>
    </message>
</context>
<context>
    <name>ssd::checks::names</name>
    <message>
        <source>Schema</source>
        <translation>Esquema</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tabela</translation>
    </message>
    <message>
        <source>Column</source>
        <translation>Coluna</translation>
    </message>
    <message>
        <source>Constraint</source>
        <translation>Restrição</translation>
    </message>
    <message>
        <source>Index</source>
        <translation>Índice</translation>
    </message>
    <message>
        <source>Sequence</source>
        <translation>Sequência</translation>
    </message>
    <message>
        <source>View</source>
        <translation>Visualização</translation>
    </message>
    <message>
        <source>Change stream</source>
        <translation>Fluxo de alterações</translation>
    </message>
    <message>
        <source>Role</source>
        <translation>Papel</translation>
    </message>
    <message>
        <source>Object</source>
        <translation>Objeto</translation>
    </message>
    <message>
        <source>%1 name not valid: %2. Names start with a letter and contain only letters, digits and underscores (1 to 128 characters%3).</source>
        <translation>Nome inválido (%1): %2. Os nomes começam com uma letra e contêm apenas letras, dígitos e sublinhados (de 1 a 128 caracteres%3).</translation>
    </message>
    <message>
        <source>; 118 for change streams</source>
        <translation>; 118 para fluxos de alterações</translation>
    </message>
    <message>
        <source>Database ID not valid: %1. It needs 2 to 30 characters, a lowercase letter first, only [a-z0-9_-], and must not end in &apos;_&apos; or &apos;-&apos;.</source>
        <translation>ID de banco de dados inválido: %1. Ele precisa de 2 a 30 caracteres, começar com uma letra minúscula, usar apenas [a-z0-9_-] e não pode terminar em &apos;_&apos; nem &apos;-&apos;.</translation>
    </message>
    <message>
        <source>%1 %2 is a reserved keyword. It must be quoted with backticks in DDL and in every query.</source>
        <translation>O nome %2 (%1) é uma palavra-chave reservada. Ele precisa ficar entre crases na DDL e em toda consulta.</translation>
    </message>
    <message>
        <source>Duplicate name %1: %2 %3 already uses it (names are case-insensitive).</source>
        <translation>Nome duplicado %1: já é usado por %2 %3 (os nomes não diferenciam maiúsculas de minúsculas).</translation>
    </message>
    <message>
        <source>Duplicate name %1: it is also a synonym of table %2.</source>
        <translation>Nome duplicado %1: também é um sinônimo da tabela %2.</translation>
    </message>
    <message>
        <source>Duplicate column name %1 in %2 (%3 already exists; names are case-insensitive).</source>
        <translation>Nome de coluna duplicado %1 em %2 (%3 já existe; os nomes não diferenciam maiúsculas de minúsculas).</translation>
    </message>
    <message>
        <source>Duplicate role name %1.</source>
        <translation>Nome de papel duplicado %1.</translation>
    </message>
    <message>
        <source>PRIMARY_KEY is reserved and cannot name an index.</source>
        <translation>PRIMARY_KEY é reservado e não pode ser nome de índice.</translation>
    </message>
    <message>
        <source>Invalid constraint name %1: the prefixes PK_ and CK_IS_NOT_NULL_ are reserved.</source>
        <translation>Nome de restrição inválido %1: os prefixos PK_ e CK_IS_NOT_NULL_ são reservados.</translation>
    </message>
    <message>
        <source>Schema name not valid: %1 is reserved for system schemas.</source>
        <translation>Nome de esquema inválido: %1 é reservado para esquemas do sistema.</translation>
    </message>
    <message>
        <source>Index %1 is in %2 but its table %3 is in %4: Spanner only lets you create an index in the same schema as its table. Name it %5.</source>
        <translation>O índice %1 está no esquema %2, mas sua tabela %3 está no esquema %4: o Spanner só permite criar um índice no mesmo esquema da sua tabela. Dê a ele o nome %5.</translation>
    </message>
    <message>
        <source>the default schema</source>
        <translation>padrão</translation>
    </message>
    <message>
        <source>Index name not valid: %1: the prefix Dir_ is reserved.</source>
        <translation>Nome de índice inválido: %1: o prefixo Dir_ é reservado.</translation>
    </message>
</context>
<context>
    <name>ssd::checks::queries</name>
    <message>
        <source>Query %1 reads the first rows by %2 DESC with a LIMIT but %3 stores %2 ascending: make %2 DESC so newest-first reads are sequential.</source>
        <translation>A consulta %1 lê as primeiras linhas por %2 DESC com LIMIT, mas %3 armazena %2 em ordem crescente: torne %2 DESC para que as leituras dos mais recentes primeiro sejam sequenciais.</translation>
    </message>
    <message>
        <source>Query %1 reads the first rows by %2 with a LIMIT but %3 stores %2 descending: make %2 ascending so the read is sequential.</source>
        <translation>A consulta %1 lê as primeiras linhas por %2 com LIMIT, mas %3 armazena %2 em ordem decrescente: torne %2 crescente para que a leitura seja sequencial.</translation>
    </message>
    <message>
        <source>Query %1 reads the first rows in ORDER BY order with a LIMIT, but no key of %2 holds them in that order: Spanner reads every matching row and sorts them. Add an index on %2(%3).</source>
        <translation>A consulta %1 lê as primeiras linhas na ordem do ORDER BY com LIMIT, mas nenhuma chave de %2 as guarda nessa ordem: o Spanner lê todas as linhas que atendem ao filtro e as ordena. Adicione um índice em %2(%3).</translation>
    </message>
    <message>
        <source>Query %1 filters %2 on (%3) but no index starts with these columns, so it reads the whole table: add an index on %2(%4).</source>
        <translation>A consulta %1 filtra %2 por (%3), mas nenhum índice começa com essas colunas, então ela lê a tabela inteira: adicione um índice em %2(%4).</translation>
    </message>
    <message>
        <source>Index %1 serves query %2 but every row found is read again from %3 for (%4): store (%4) in the index for index-only reads.</source>
        <translation>O índice %1 atende à consulta %2, mas cada linha encontrada é lida de novo em %3 para obter (%4): armazene (%4) no índice para leituras só do índice.</translation>
    </message>
    <message>
        <source>Query %1 joins %2 with %3 on the key of %3, but %2 is not interleaved in %3: every join is distributed. Interleaved, each %3 row and its %2 rows share a row tree and the join is local.</source>
        <translation>A consulta %1 junta %2 com %3 pela chave de %3, mas %2 não é intercalada em %3: toda junção é distribuída. Intercaladas, cada linha de %3 e suas linhas de %2 compartilham uma árvore de linhas e a junção é local.</translation>
    </message>
    <message>
        <source>No declared query reads index %1: it costs a write on every change of its columns for no read (drop it if the queries are complete).</source>
        <translation>Nenhuma consulta declarada lê o índice %1: ele custa uma escrita a cada mudança de suas colunas sem nenhuma leitura (remova-o se as consultas estiverem completas).</translation>
    </message>
</context>
<context>
    <name>ssd::checks::reports</name>
    <message numerus="yes">
        <source>%1: %n finding(s): </source>
        <translation>
            <numerusform>%1: %n apontamento: </numerusform>
            <numerusform>%1: %n apontamentos: </numerusform>
        </translation>
    </message>
    <message>
        <source>%1, %2, %3</source>
        <comment>the error, warning and info counts of the lint summary</comment>
        <translation>%1, %2, %3</translation>
    </message>
    <message numerus="yes">
        <source>%n error(s)</source>
        <translation>
            <numerusform>%n erro</numerusform>
            <numerusform>%n erros</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n aviso</numerusform>
            <numerusform>%n avisos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n info</source>
        <comment>the number of info findings</comment>
        <translation>
            <numerusform>%n sugestão</numerusform>
            <numerusform>%n sugestões</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ssd::checks::tenancy</name>
    <message>
        <source>Tenant column %1 is key part %2 of %3. Put %1 first so each tenant&apos;s rows are contiguous (schema-managed multi-tenancy). If tenant IDs are assigned sequentially and one tenant writes heavily, that tenant&apos;s range can still hotspot.</source>
        <translation>A coluna de locatário %1 é a parte %2 da chave de %3. Coloque %1 primeiro para que as linhas de cada locatário fiquem contíguas (multilocação gerenciada pelo esquema). Se os IDs de locatário forem atribuídos em sequência e um locatário gravar muito, o intervalo desse locatário ainda pode virar um hotspot.</translation>
    </message>
    <message>
        <source>Move %1 to the front of the key of %2</source>
        <translation>Mover %1 para o início da chave de %2</translation>
    </message>
    <message>
        <source>The project is multi-tenant but tenant column %1 is not part of the key of %2. Put %1 first in the key so each tenant&apos;s rows are contiguous, or interleave %2 under a Tenants root table.</source>
        <translation>O projeto usa multilocação, mas a coluna de locatário %1 não faz parte da chave de %2. Coloque %1 primeiro na chave para que as linhas de cada locatário fiquem contíguas, ou intercale %2 sob uma tabela raiz Tenants.</translation>
    </message>
    <message>
        <source>%1 tables (%2) have the same columns and names that differ only by a tenant-like number. A table (or schema) per tenant hits the limits of 5,000 tables and 10,000 indexes per database, and slows or throttles schema updates. Merge them into one table with the tenant ID as the first key.</source>
        <translation>%1 tabelas (%2) têm as mesmas colunas e nomes que diferem apenas por um número que parece de locatário. Uma tabela (ou esquema) por locatário atinge os limites de 5.000 tabelas e 10.000 índices por banco de dados e deixa as atualizações de esquema lentas ou limitadas. Junte-as em uma única tabela com o ID do locatário como primeira chave.</translation>
    </message>
    <message>
        <source>The sequence kind of identity column %1 of %2 is not specified. Specify BIT_REVERSED_POSITIVE or set the database option default_sequence_kind.</source>
        <translation>O tipo de sequência da coluna de identidade %1 de %2 não foi especificado. Especifique BIT_REVERSED_POSITIVE ou defina a opção de banco de dados default_sequence_kind.</translation>
    </message>
    <message>
        <source>Sequence %1 has the invalid kind %2: bit_reversed_positive is the only valid kind.</source>
        <translation>A sequência %1 tem o tipo inválido %2: bit_reversed_positive é o único tipo válido.</translation>
    </message>
    <message>
        <source>Sequence %1 does not specify its kind: add sequence_kind = &apos;bit_reversed_positive&apos; (or BIT_REVERSED_POSITIVE) or set the database option default_sequence_kind.</source>
        <translation>A sequência %1 não especifica seu tipo: adicione sequence_kind = &apos;bit_reversed_positive&apos; (ou BIT_REVERSED_POSITIVE) ou defina a opção de banco de dados default_sequence_kind.</translation>
    </message>
</context>
<context>
    <name>ssd::checks::types</name>
    <message>
        <source>length %1 is outside the allowed range [1, %2]</source>
        <translation>o comprimento %1 está fora do intervalo permitido [1, %2]</translation>
    </message>
    <message>
        <source>Column %1.%2 has type %3 and is part of the primary key. Whether PROTO key columns are valid is not confirmed (protos are not orderable); key a STORED generated column that extracts a scalar field instead.</source>
        <translation>A coluna %1.%2 tem o tipo %3 e faz parte da chave primária. Não está confirmado se colunas de chave PROTO são válidas (protos não são ordenáveis); use como chave uma coluna gerada STORED que extraia um campo escalar.</translation>
    </message>
    <message>
        <source>Column %1.%2 has type %3, but is part of the primary key. %3 cannot be a key column; use a supported scalar (a STORED generated column that extracts one, or FLOAT64 instead of FLOAT32).</source>
        <translation>A coluna %1.%2 tem o tipo %3, mas faz parte da chave primária. %3 não pode ser coluna de chave; use um escalar suportado (uma coluna gerada STORED que extraia um, ou FLOAT64 em vez de FLOAT32).</translation>
    </message>
    <message>
        <source>Index %1 is defined on column %2 of unsupported type %3. Index a STORED generated column that extracts a scalar value instead.</source>
        <translation>O índice %1 está definido na coluna %2, de tipo não suportado %3. Indexe uma coluna gerada STORED que extraia um valor escalar.</translation>
    </message>
    <message>
        <source>a non-stored generated STRING/BYTES column must have length MAX</source>
        <translation>uma coluna STRING/BYTES gerada e não armazenada precisa ter comprimento MAX</translation>
    </message>
    <message>
        <source>Bad length for column %1 of %2 (%3): %4.</source>
        <translation>Comprimento inválido para a coluna %1 de %2 (%3): %4.</translation>
    </message>
    <message>
        <source>Column %1 of %2 has the allow_commit_timestamp option, which is only allowed on TIMESTAMP columns (it is %3).</source>
        <translation>A coluna %1 de %2 tem a opção allow_commit_timestamp, que só é permitida em colunas TIMESTAMP (ela é %3).</translation>
    </message>
    <message>
        <source>Generated column %1 of %2 cannot have the allow_commit_timestamp option.</source>
        <translation>A coluna gerada %1 de %2 não pode ter a opção allow_commit_timestamp.</translation>
    </message>
    <message>
        <source>Column %1 of %2 defaults to PENDING_COMMIT_TIMESTAMP() but lacks allow_commit_timestamp = true.</source>
        <translation>A coluna %1 de %2 tem como padrão PENDING_COMMIT_TIMESTAMP(), mas não tem allow_commit_timestamp = true.</translation>
    </message>
    <message>
        <source>The only default value expression permitted for commit timestamp column %1 of %2 is PENDING_COMMIT_TIMESTAMP() (it is %3).</source>
        <translation>A única expressão de valor padrão permitida para a coluna de carimbo de data/hora de commit %1 de %2 é PENDING_COMMIT_TIMESTAMP() (ela é %3).</translation>
    </message>
    <message>
        <source>Commit-timestamp column %1 of %2 is referenced by generated column %3, which is not allowed.</source>
        <translation>A coluna de carimbo de data/hora de commit %1 de %2 é referenciada pela coluna gerada %3, o que não é permitido.</translation>
    </message>
    <message>
        <source>Column %1 of %2 has option commit_timestamp, which is not supported in check constraint %3.</source>
        <translation>A coluna %1 de %2 tem a opção commit_timestamp, que não é suportada na restrição de verificação %3.</translation>
    </message>
    <message>
        <source>The allow_commit_timestamp option of key column %1 differs between %2 and its parent %3; the documentation requires it to be consistent across parent and child keys.</source>
        <translation>A opção allow_commit_timestamp da coluna de chave %1 difere entre %2 e sua tabela pai %3; a documentação exige que ela seja igual nas chaves da tabela pai e da filha.</translation>
    </message>
    <message>
        <source>The row deletion policy of %1 uses column %2, which does not exist.</source>
        <translation>A política de exclusão de linhas de %1 usa a coluna %2, que não existe.</translation>
    </message>
    <message>
        <source>Cannot create the row deletion policy on %1 because column %2 is not of type %3 (it is %4).</source>
        <translation>Não é possível criar a política de exclusão de linhas em %1 porque a coluna %2 não é do tipo %3 (ela é %4).</translation>
    </message>
    <message>
        <source>The row deletion policy of %1 has a negative interval (%2 days).</source>
        <translation>A política de exclusão de linhas de %1 tem um intervalo negativo (%2 dias).</translation>
    </message>
    <message>
        <source>The row deletion policy of %1 uses %2, which is generated from commit-timestamp column %3.</source>
        <translation>A política de exclusão de linhas de %1 usa %2, que é gerada a partir da coluna de carimbo de data/hora de commit %3.</translation>
    </message>
    <message>
        <source>Cannot create a row deletion policy on %1 because there is a descendant table %2 with ON DELETE NO ACTION.</source>
        <translation>Não é possível criar uma política de exclusão de linhas em %1 porque existe uma tabela descendente %2 com ON DELETE NO ACTION.</translation>
    </message>
    <message>
        <source>Cannot add a row deletion policy to %1: %2 is referenced by foreign key %3 of %4 without ON DELETE CASCADE.</source>
        <translation>Não é possível adicionar uma política de exclusão de linhas a %1: %2 é referenciada pela chave estrangeira %3 de %4 sem ON DELETE CASCADE.</translation>
    </message>
    <message>
        <source>Foreign key %1 of %2 is invalid: %3.</source>
        <translation>A chave estrangeira %1 de %2 é inválida: %3.</translation>
    </message>
    <message>
        <source>PostgreSQL-dialect databases do not support NOT ENFORCED foreign keys</source>
        <translation>bancos de dados do dialeto PostgreSQL não suportam chaves estrangeiras NOT ENFORCED</translation>
    </message>
    <message>
        <source>a NOT ENFORCED foreign key cannot have an ON DELETE action</source>
        <translation>uma chave estrangeira NOT ENFORCED não pode ter uma ação ON DELETE</translation>
    </message>
    <message>
        <source>table %1 is not found</source>
        <translation>a tabela %1 não foi encontrada</translation>
    </message>
    <message>
        <source>a column is used more than once</source>
        <translation>uma coluna é usada mais de uma vez</translation>
    </message>
    <message>
        <source>the number of columns differs (%1 referencing, %2 referenced)</source>
        <translation>o número de colunas é diferente (%1 que referenciam, %2 referenciadas)</translation>
    </message>
    <message>
        <source>column %1 is not found in %2</source>
        <translation>a coluna %1 não foi encontrada em %2</translation>
    </message>
    <message>
        <source>column %1 has an unsupported type (%2)</source>
        <translation>a coluna %1 tem um tipo não suportado (%2)</translation>
    </message>
    <message>
        <source>column %1 (%2) and referenced column %3 (%4) have different types</source>
        <translation>a coluna %1 (%2) e a coluna referenciada %3 (%4) têm tipos diferentes</translation>
    </message>
    <message>
        <source>commit timestamp column %1 is not supported in a foreign key</source>
        <translation>a coluna de carimbo de data/hora de commit %1 não é suportada em uma chave estrangeira</translation>
    </message>
    <message>
        <source>Foreign key %1 of %2 has hidden costs: %3.</source>
        <translation>A chave estrangeira %1 de %2 tem custos ocultos: %3.</translation>
    </message>
    <message>
        <source>the referenced columns are not the primary key of %1, so Spanner builds a UNIQUE NULL_FILTERED backing index on them (and creating the key fails if the data are not unique)</source>
        <translation>as colunas referenciadas não são a chave primária de %1, então o Spanner cria nelas um índice de suporte UNIQUE NULL_FILTERED (e a criação da chave falha se os dados não forem exclusivos)</translation>
    </message>
    <message>
        <source>ON DELETE CASCADE deletes every %1 row that references a deleted %2 row in the same transaction, and a large fan-out can exceed the 80,000-mutation limit; prefer INTERLEAVE IN PARENT ON DELETE CASCADE for a large 1:N, or delete the %1 rows first</source>
        <translation>ON DELETE CASCADE exclui na mesma transação toda linha de %1 que referencia uma linha excluída de %2, e uma ramificação grande pode passar do limite de 80.000 mutações; prefira INTERLEAVE IN PARENT ON DELETE CASCADE para um 1:N grande, ou exclua antes as linhas de %1</translation>
    </message>
    <message>
        <source>TTL on %1 deletes its interleaved descendants too, and each entry of the secondary indexes on %2 counts as one mutation: deleting a large hierarchy can hit the 80,000-mutation limit per transaction.</source>
        <translation>O TTL em %1 também exclui seus descendentes intercalados, e cada entrada dos índices secundários em %2 conta como uma mutação: excluir uma hierarquia grande pode atingir o limite de 80.000 mutações por transação.</translation>
    </message>
</context>
<context>
    <name>ssd::docs</name>
    <message>
        <source>interleaved</source>
        <translation>intercalada</translation>
    </message>
    <message>
        <source>Schema %1</source>
        <translation>Esquema %1</translation>
    </message>
    <message>
        <source>Dialect: %1.</source>
        <translation>Dialeto: %1.</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Resumo</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Schema</source>
        <translation>Esquema</translation>
    </message>
    <message>
        <source>Tables</source>
        <translation>Tabelas</translation>
    </message>
    <message>
        <source>Columns</source>
        <translation>Colunas</translation>
    </message>
    <message>
        <source>Indexes</source>
        <translation>Índices</translation>
    </message>
    <message>
        <source>Foreign keys</source>
        <translation>Chaves estrangeiras</translation>
    </message>
    <message>
        <source>Findings</source>
        <translation>Apontamentos</translation>
    </message>
    <message>
        <source>Diagram</source>
        <translation>Diagrama</translation>
    </message>
    <message>
        <source>ER diagram of the whole schema</source>
        <translation>Diagrama ER do esquema inteiro</translation>
    </message>
    <message>
        <source>Tables in %1</source>
        <translation>Tabelas em %1</translation>
    </message>
    <message>
        <source>No tables.</source>
        <translation>Nenhuma tabela.</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tabela</translation>
    </message>
    <message>
        <source>Interleaved in</source>
        <translation>Intercalada em</translation>
    </message>
    <message>
        <source>Comment</source>
        <translation>Comentário</translation>
    </message>
    <message>
        <source>view</source>
        <translation>visão</translation>
    </message>
    <message>
        <source>sequence</source>
        <translation>sequência</translation>
    </message>
    <message>
        <source>change stream</source>
        <translation>fluxo de alterações</translation>
    </message>
    <message>
        <source>Other objects</source>
        <translation>Outros objetos</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Tipo</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <source>Findings outside tables</source>
        <translation>Apontamentos fora das tabelas</translation>
    </message>
    <message>
        <source>en</source>
        <extracomment>The HTML language tag of the exported documentation (BCP 47, lower case), e.g. pt-br</extracomment>
        <translation>pt-br</translation>
    </message>
    <message>
        <source>Generated by Spanner Schema Designer</source>
        <translation>Gerado pelo Spanner Schema Designer</translation>
    </message>
    <message>
        <source>(default)</source>
        <translation>(padrão)</translation>
    </message>
    <message>
        <source>error</source>
        <translation>erro</translation>
    </message>
    <message>
        <source>warning</source>
        <translation>aviso</translation>
    </message>
    <message>
        <source>info</source>
        <translation>informação</translation>
    </message>
    <message>
        <source>Severity</source>
        <translation>Gravidade</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Regra</translation>
    </message>
    <message>
        <source>Subject</source>
        <translation>Objeto</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Linha</translation>
    </message>
    <message>
        <source>Finding</source>
        <translation>Apontamento</translation>
    </message>
    <message>
        <source>Schema diagram of %1</source>
        <translation>Diagrama do esquema %1</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>cancelado</translation>
    </message>
    <message>
        <source>Tables around %1</source>
        <translation>Tabelas em volta de %1</translation>
    </message>
    <message>
        <source>%1 is a file, not a folder</source>
        <translation>%1 é um arquivo, não uma pasta</translation>
    </message>
    <message>
        <source>cannot create the folder %1</source>
        <translation>não foi possível criar a pasta %1</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>não foi possível gravar %1: %2</translation>
    </message>
    <message>
        <source>commit timestamp</source>
        <translation>carimbo de data/hora de commit</translation>
    </message>
    <message>
        <source>hidden</source>
        <translation>oculta</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>sim</translation>
    </message>
    <message>
        <source>Column</source>
        <translation>Coluna</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Tipo</translation>
    </message>
    <message>
        <source>NOT NULL</source>
        <translation>NOT NULL</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>Chave</translation>
    </message>
    <message>
        <source>Default or generated</source>
        <translation>Padrão ou gerada</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Observações</translation>
    </message>
    <message>
        <source>Primary key:</source>
        <translation>Chave primária:</translation>
    </message>
    <message>
        <source>none</source>
        <translation>nenhuma</translation>
    </message>
    <message>
        <source>(no key columns: the table holds one row)</source>
        <translation>(sem colunas de chave: a tabela guarda uma linha)</translation>
    </message>
    <message>
        <source>Interleaving</source>
        <translation>Intercalação</translation>
    </message>
    <message>
        <source>Parent:</source>
        <translation>Tabela pai:</translation>
    </message>
    <message>
        <source>(ON DELETE %1)</source>
        <translation>(ON DELETE %1)</translation>
    </message>
    <message>
        <source>(INTERLEAVE IN: rows may exist without a parent row)</source>
        <translation>(INTERLEAVE IN: linhas podem existir sem linha pai)</translation>
    </message>
    <message>
        <source>A root table: not interleaved in another table.</source>
        <translation>Uma tabela raiz: não intercalada em outra tabela.</translation>
    </message>
    <message>
        <source>No interleaved children.</source>
        <translation>Nenhuma tabela filha intercalada.</translation>
    </message>
    <message>
        <source>Interleaved child</source>
        <translation>Tabela filha intercalada</translation>
    </message>
    <message>
        <source>ON DELETE</source>
        <translation>ON DELETE</translation>
    </message>
    <message>
        <source>No indexes.</source>
        <translation>Nenhum índice.</translation>
    </message>
    <message>
        <source>search</source>
        <translation>pesquisa</translation>
    </message>
    <message>
        <source>vector</source>
        <translation>vetorial</translation>
    </message>
    <message>
        <source>interleaved in</source>
        <translation>intercalado em</translation>
    </message>
    <message>
        <source>global</source>
        <translation>global</translation>
    </message>
    <message>
        <source>Index</source>
        <translation>Índice</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Chaves</translation>
    </message>
    <message>
        <source>Properties</source>
        <translation>Propriedades</translation>
    </message>
    <message>
        <source>Storing</source>
        <translation>Armazena</translation>
    </message>
    <message>
        <source>Placement</source>
        <translation>Posição</translation>
    </message>
    <message>
        <source>(unnamed)</source>
        <translation>(sem nome)</translation>
    </message>
    <message>
        <source>References no table.</source>
        <translation>Não referencia nenhuma tabela.</translation>
    </message>
    <message>
        <source>no</source>
        <translation>não</translation>
    </message>
    <message>
        <source>Foreign key</source>
        <translation>Chave estrangeira</translation>
    </message>
    <message>
        <source>References</source>
        <translation>Referencia</translation>
    </message>
    <message>
        <source>Enforced</source>
        <translation>Imposta</translation>
    </message>
    <message>
        <source>No foreign key references this table.</source>
        <translation>Nenhuma chave estrangeira referencia esta tabela.</translation>
    </message>
    <message>
        <source>Referenced by</source>
        <translation>Referenciada por</translation>
    </message>
    <message>
        <source>Columns here</source>
        <translation>Colunas aqui</translation>
    </message>
    <message>
        <source>Check constraints</source>
        <translation>Restrições de verificação</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>Restrição</translation>
    </message>
    <message>
        <source>Expression</source>
        <translation>Expressão</translation>
    </message>
    <message>
        <source>Row deletion policy</source>
        <translation>Política de exclusão de linhas</translation>
    </message>
    <message>
        <source>None: rows are kept until deleted.</source>
        <translation>Nenhuma: as linhas ficam até serem excluídas.</translation>
    </message>
    <message>
        <source>Checklist findings</source>
        <translation>Apontamentos da lista de verificação</translation>
    </message>
    <message>
        <source>The checklist finds nothing to report.</source>
        <translation>A lista de verificação não tem nada a apontar.</translation>
    </message>
    <message>
        <source>%1 with its interleave parent and children and the tables its foreign keys connect</source>
        <translation>%1 com a tabela pai, as tabelas filhas intercaladas e as tabelas ligadas por chaves estrangeiras</translation>
    </message>
</context>
<context>
    <name>ssd::migration::Planner</name>
    <message>
        <source>its table is dropped</source>
        <translation>sua tabela é excluída</translation>
    </message>
    <message>
        <source>its table is recreated</source>
        <translation>sua tabela é recriada</translation>
    </message>
    <message>
        <source>it is not in the new schema</source>
        <translation>não está no esquema novo</translation>
    </message>
    <message>
        <source>a table or column it uses is dropped or recreated</source>
        <translation>uma tabela ou coluna que ela usa é excluída ou recriada</translation>
    </message>
    <message>
        <source>it changes; Spanner cannot alter a foreign key</source>
        <translation>ela muda; o Spanner não altera uma chave estrangeira</translation>
    </message>
    <message>
        <source>foreign key %1 on %2 is dropped: %3</source>
        <translation>a chave estrangeira %1 em %2 é excluída: %3</translation>
    </message>
    <message>
        <source>foreign key %1 on %2 is added again</source>
        <translation>a chave estrangeira %1 em %2 é adicionada de novo</translation>
    </message>
    <message>
        <source>new foreign key %1 on %2</source>
        <translation>nova chave estrangeira %1 em %2</translation>
    </message>
    <message>
        <source>a row of %1 whose (%2) matches no row of %3</source>
        <translation>uma linha de %1 cujo (%2) não corresponde a nenhuma linha de %3</translation>
    </message>
    <message>
        <source>CHECK %1 on %2 is dropped to be added again: %3</source>
        <translation>o CHECK %1 em %2 é excluído para ser adicionado de novo: %3</translation>
    </message>
    <message>
        <source>it reads a column that is dropped or recreated</source>
        <translation>ele lê uma coluna que é excluída ou recriada</translation>
    </message>
    <message>
        <source>its condition changes</source>
        <translation>sua condição muda</translation>
    </message>
    <message>
        <source>CHECK %1 on %2 is dropped</source>
        <translation>o CHECK %1 em %2 é excluído</translation>
    </message>
    <message>
        <source>CHECK %1 on %2 is added again</source>
        <translation>o CHECK %1 em %2 é adicionado de novo</translation>
    </message>
    <message>
        <source>new CHECK %1 on %2</source>
        <translation>novo CHECK %1 em %2</translation>
    </message>
    <message>
        <source>a row of %1 for which %2 is false</source>
        <translation>uma linha de %1 para a qual %2 é falso</translation>
    </message>
    <message>
        <source>database options, roles, grants, property graphs, models, locality groups and proto bundles differ: the planner does not plan those yet</source>
        <translation>opções do banco de dados, papéis, concessões, grafos de propriedades, modelos, grupos de localidade e pacotes proto diferem: o planejador ainda não os planeja</translation>
    </message>
    <message>
        <source>table %1 is renamed to %2</source>
        <translation>a tabela %1 é renomeada para %2</translation>
    </message>
    <message>
        <source>the schemas are of different dialects (%1 and %2): convert one first</source>
        <translation>os esquemas são de dialetos diferentes (%1 e %2): converta um deles primeiro</translation>
    </message>
    <message>
        <source>index %1 is dropped with its table %2</source>
        <translation>o índice %1 é excluído com sua tabela %2</translation>
    </message>
    <message>
        <source>index %1 is not in the new schema</source>
        <translation>o índice %1 não está no esquema novo</translation>
    </message>
    <message>
        <source>the table it is interleaved in is recreated</source>
        <translation>a tabela em que ele é intercalado é recriada</translation>
    </message>
    <message>
        <source>a column it uses is dropped or recreated</source>
        <translation>uma coluna que ele usa é excluída ou recriada</translation>
    </message>
    <message>
        <source>its keys or kind change; Spanner alters only what an index stores</source>
        <translation>suas chaves ou seu tipo mudam; o Spanner só altera o que um índice armazena</translation>
    </message>
    <message>
        <source>index %1 is dropped to be created again: %2</source>
        <translation>o índice %1 é excluído para ser criado de novo: %2</translation>
    </message>
    <message>
        <source>index %1 stops storing %2</source>
        <translation>o índice %1 deixa de armazenar %2</translation>
    </message>
    <message>
        <source>index %1 also stores %2</source>
        <translation>o índice %1 passa a armazenar também %2</translation>
    </message>
    <message>
        <source>new index %1 on %2</source>
        <translation>novo índice %1 em %2</translation>
    </message>
    <message>
        <source>index %1 is created again</source>
        <translation>o índice %1 é criado de novo</translation>
    </message>
    <message>
        <source>two rows of %1 with the same values in the index&apos;s key</source>
        <translation>duas linhas de %1 com os mesmos valores na chave do índice</translation>
    </message>
    <message>
        <source>sequence %1 is dropped: its counter is lost</source>
        <translation>a sequência %1 é excluída: seu contador se perde</translation>
    </message>
    <message>
        <source>new sequence %1</source>
        <translation>nova sequência %1</translation>
    </message>
    <message>
        <source>sequence %1 is dropped to be created again (its kind changes): its counter is lost</source>
        <translation>a sequência %1 é excluída para ser criada de novo (seu tipo muda): seu contador se perde</translation>
    </message>
    <message>
        <source>sequence %1 is created again</source>
        <translation>a sequência %1 é criada de novo</translation>
    </message>
    <message>
        <source>sequence %1: its skipped range or counter changes</source>
        <translation>sequência %1: seu intervalo pulado ou seu contador muda</translation>
    </message>
    <message>
        <source>it reads table %1, which is dropped or recreated</source>
        <translation>ela lê a tabela %1, que é excluída ou recriada</translation>
    </message>
    <message>
        <source>it reads view %1, which is dropped or recreated</source>
        <translation>ela lê a visão %1, que é excluída ou recriada</translation>
    </message>
    <message>
        <source>it reads %1.%2, which is dropped or recreated</source>
        <translation>ela lê %1.%2, que é excluída ou recriada</translation>
    </message>
    <message>
        <source>view %1 is not in the new schema</source>
        <translation>a visão %1 não está no esquema novo</translation>
    </message>
    <message>
        <source>view %1 is dropped to be created again: %2</source>
        <translation>a visão %1 é excluída para ser criada de novo: %2</translation>
    </message>
    <message>
        <source>new view %1</source>
        <translation>nova visão %1</translation>
    </message>
    <message>
        <source>view %1 is created again</source>
        <translation>a visão %1 é criada de novo</translation>
    </message>
    <message>
        <source>view %1 changes its query</source>
        <translation>a visão %1 muda sua consulta</translation>
    </message>
    <message>
        <source>change stream %1 is dropped: the change records it kept are lost</source>
        <translation>o fluxo de alterações %1 é excluído: os registros de alterações que ele guardava se perdem</translation>
    </message>
    <message>
        <source>change stream %1 stops watching what is dropped or recreated</source>
        <translation>o fluxo de alterações %1 deixa de observar o que é excluído ou recriado</translation>
    </message>
    <message>
        <source>change stream %1 changes what it watches or its options</source>
        <translation>o fluxo de alterações %1 muda o que observa ou suas opções</translation>
    </message>
    <message>
        <source>new change stream %1</source>
        <translation>novo fluxo de alterações %1</translation>
    </message>
    <message>
        <source>named schema %1 is dropped (it is empty by then)</source>
        <translation>o esquema nomeado %1 é excluído (já está vazio nesse momento)</translation>
    </message>
    <message>
        <source>new named schema %1</source>
        <translation>novo esquema nomeado %1</translation>
    </message>
    <message>
        <source>; fails on %1</source>
        <translation>; falha se houver %1</translation>
    </message>
    <message>
        <source>a value that is not valid UTF-8</source>
        <translation>um valor que não é UTF-8 válido</translation>
    </message>
    <message>
        <source>a value longer than %1</source>
        <translation>um valor mais longo que %1</translation>
    </message>
    <message>
        <source>it becomes a generated column</source>
        <translation>ela passa a ser uma coluna gerada</translation>
    </message>
    <message>
        <source>it stops being a generated column</source>
        <translation>ela deixa de ser uma coluna gerada</translation>
    </message>
    <message>
        <source>its generated expression changes, which Spanner cannot alter</source>
        <translation>sua expressão gerada muda, o que o Spanner não consegue alterar</translation>
    </message>
    <message>
        <source>its identity changes</source>
        <translation>sua identidade muda</translation>
    </message>
    <message>
        <source>HIDDEN or PLACEMENT KEY changes, which ALTER COLUMN cannot say</source>
        <translation>HIDDEN ou PLACEMENT KEY muda, o que ALTER COLUMN não consegue dizer</translation>
    </message>
    <message>
        <source>its ON UPDATE expression changes</source>
        <translation>sua expressão ON UPDATE muda</translation>
    </message>
    <message>
        <source>its type changes from %1 to %2, which Spanner cannot convert in place</source>
        <translation>seu tipo muda de %1 para %2, o que o Spanner não converte no lugar</translation>
    </message>
    <message>
        <source>its primary key changes</source>
        <translation>sua chave primária muda</translation>
    </message>
    <message>
        <source>its interleave parent changes</source>
        <translation>sua tabela pai de intercalação muda</translation>
    </message>
    <message>
        <source>it is interleaved in %1, which is dropped or recreated</source>
        <translation>ela é intercalada em %1, que é excluída ou recriada</translation>
    </message>
    <message>
        <source>table %1 is not in the new schema: it is dropped with all its rows</source>
        <translation>a tabela %1 não está no esquema novo: é excluída com todas as suas linhas</translation>
    </message>
    <message>
        <source>new table %1</source>
        <translation>nova tabela %1</translation>
    </message>
    <message>
        <source>table %1 is dropped to be created again (%2): its rows are lost</source>
        <translation>a tabela %1 é excluída para ser criada de novo (%2): suas linhas se perdem</translation>
    </message>
    <message>
        <source>table %1 is created again, empty (%2)</source>
        <translation>a tabela %1 é criada de novo, vazia (%2)</translation>
    </message>
    <message>
        <source>renamed to %1; Spanner cannot rename a column</source>
        <translation>renomeada para %1; o Spanner não renomeia colunas</translation>
    </message>
    <message>
        <source>column %1.%2 is not in the new schema: it is dropped with its values</source>
        <translation>a coluna %1.%2 não está no esquema novo: é excluída com seus valores</translation>
    </message>
    <message>
        <source>its generated expression reads a column that is dropped or recreated</source>
        <translation>sua expressão gerada lê uma coluna que é excluída ou recriada</translation>
    </message>
    <message>
        <source>column %1: an ARRAY column added to an existing table can be NOT NULL only with a DEFAULT</source>
        <translation>coluna %1: uma coluna ARRAY adicionada a uma tabela existente só pode ser NOT NULL com um DEFAULT</translation>
    </message>
    <message>
        <source>new NOT NULL column %1 without DEFAULT: added, then made NOT NULL</source>
        <translation>nova coluna NOT NULL %1 sem DEFAULT: adicionada e depois tornada NOT NULL</translation>
    </message>
    <message>
        <source>a row in %1 (it gets no value for the new column; give the column a DEFAULT)</source>
        <translation>uma linha em %1 (ela não recebe valor para a coluna nova; dê um DEFAULT à coluna)</translation>
    </message>
    <message>
        <source>new column %1</source>
        <translation>nova coluna %1</translation>
    </message>
    <message>
        <source>column %1.%2 is dropped to be added again (%3): its values are lost</source>
        <translation>a coluna %1.%2 é excluída para ser adicionada de novo (%3): seus valores se perdem</translation>
    </message>
    <message>
        <source>a row in %1 (the column comes back empty, NOT NULL without DEFAULT)</source>
        <translation>uma linha em %1 (a coluna volta vazia, NOT NULL sem DEFAULT)</translation>
    </message>
    <message>
        <source>column %1 is added again (%2)</source>
        <translation>a coluna %1 é adicionada de novo (%2)</translation>
    </message>
    <message>
        <source>type %1 -&gt; %2</source>
        <translation>tipo %1 -&gt; %2</translation>
    </message>
    <message>
        <source>commit timestamps allowed: %1</source>
        <translation>carimbos de data/hora de commit permitidos: %1</translation>
    </message>
    <message>
        <source>NOT NULL added</source>
        <translation>NOT NULL adicionado</translation>
    </message>
    <message>
        <source>NOT NULL dropped</source>
        <translation>NOT NULL removido</translation>
    </message>
    <message>
        <source>a row with NULL in %1</source>
        <translation>uma linha com NULL em %1</translation>
    </message>
    <message>
        <source>DEFAULT set</source>
        <translation>DEFAULT definido</translation>
    </message>
    <message>
        <source>DEFAULT dropped</source>
        <translation>DEFAULT removido</translation>
    </message>
    <message>
        <source>OPTIONS</source>
        <translation>OPTIONS</translation>
    </message>
    <message>
        <source>column %1: PostgreSQL column options other than commit timestamps cannot be planned yet</source>
        <translation>coluna %1: opções de coluna do PostgreSQL além de carimbos de data/hora de commit ainda não podem ser planejadas</translation>
    </message>
    <message>
        <source>column %1 changes: %2</source>
        <translation>a coluna %1 muda: %2</translation>
    </message>
    <message>
        <source>table %1: ON DELETE %2 on its interleave parent</source>
        <translation>tabela %1: ON DELETE %2 na sua tabela pai de intercalação</translation>
    </message>
    <message>
        <source>the row deletion policy of %1 is dropped while its column changes</source>
        <translation>a política de exclusão de linhas de %1 é excluída enquanto sua coluna muda</translation>
    </message>
    <message>
        <source>the row deletion policy of %1 is dropped</source>
        <translation>a política de exclusão de linhas de %1 é excluída</translation>
    </message>
    <message>
        <source>row deletion policy of %1 on %2</source>
        <translation>política de exclusão de linhas de %1 em %2</translation>
    </message>
    <message>
        <source>table %1: OPTIONS</source>
        <translation>tabela %1: OPTIONS</translation>
    </message>
    <message>
        <source>table %1: locality group changes cannot be planned yet</source>
        <translation>tabela %1: mudanças de grupo de localidade ainda não podem ser planejadas</translation>
    </message>
    <message>
        <source>table %1: synonym changes cannot be planned yet</source>
        <translation>tabela %1: mudanças de sinônimos ainda não podem ser planejadas</translation>
    </message>
    <message>
        <source>the unnamed foreign key %1 has to be dropped, but DROP CONSTRAINT needs the name Spanner gave it when it was created, which OLD does not say (Spanner&apos;s DDL does not print it either; INFORMATION_SCHEMA.TABLE_CONSTRAINTS has it). Write it in OLD as CONSTRAINT &lt;that name&gt; FOREIGN KEY ..., or name the key in both versions</source>
        <translation>a chave estrangeira sem nome %1 precisa ser removida, mas DROP CONSTRAINT precisa do nome que o Spanner lhe deu ao criá-la, que OLD não diz (o DDL do Spanner também não o mostra; INFORMATION_SCHEMA.TABLE_CONSTRAINTS o tem). Escreva-o em OLD como CONSTRAINT &lt;esse nome&gt; FOREIGN KEY ..., ou dê nome à chave nas duas versões</translation>
    </message>
    <message>
        <source>the unnamed CHECK (%1) on %2 has to be dropped, but DROP CONSTRAINT needs the name Spanner gave it when it was created, which OLD does not say (Spanner&apos;s DDL does not print it either; INFORMATION_SCHEMA.CHECK_CONSTRAINTS has it). Write it in OLD as CONSTRAINT &lt;that name&gt; CHECK (...), or name the check in both versions</source>
        <translation>o CHECK sem nome (%1) em %2 precisa ser removido, mas DROP CONSTRAINT precisa do nome que o Spanner lhe deu ao criá-lo, que OLD não diz (o DDL do Spanner também não o mostra; INFORMATION_SCHEMA.CHECK_CONSTRAINTS o tem). Escreva-o em OLD como CONSTRAINT &lt;esse nome&gt; CHECK (...), ou dê nome ao CHECK nas duas versões</translation>
    </message>
    <message>
        <source>column %1: Spanner adds NOT NULL to existing columns except ARRAY ones (Schema updates: &quot;Add NOT NULL to a non-key column, excluding ARRAY columns&quot;). Keep it nullable, or give it a new name with NOT NULL and a DEFAULT, copy the values, then drop the old one</source>
        <translation>coluna %1: o Spanner adiciona NOT NULL a colunas existentes, exceto as ARRAY (Schema updates: &quot;Add NOT NULL to a non-key column, excluding ARRAY columns&quot;). Mantenha-a anulável, ou crie-a com outro nome, NOT NULL e um DEFAULT, copie os valores e remova a antiga</translation>
    </message>
    <message>
        <source>a value that is not a valid %1</source>
        <translation>um valor que não é um %1 válido</translation>
    </message>
</context>
<context>
    <name>ssd::queries::AccessPath</name>
    <message>
        <source>not analysed (only SELECT statements over the schema&apos;s tables are)</source>
        <translation>não analisada (só instruções SELECT sobre as tabelas do esquema são analisadas)</translation>
    </message>
    <message>
        <source>%1: point read of the primary key (%2)</source>
        <translation>%1: leitura pontual da chave primária (%2)</translation>
    </message>
    <message>
        <source>%1: range read of the primary key, bounded on %2</source>
        <translation>%1: leitura de intervalo da chave primária, limitada em %2</translation>
    </message>
    <message>
        <source>%1: range read of the primary key prefix (%2), bounded on %3</source>
        <translation>%1: leitura de intervalo do prefixo da chave primária (%2), limitada em %3</translation>
    </message>
    <message>
        <source>%1: range read of the primary key prefix (%2)</source>
        <translation>%1: leitura de intervalo do prefixo da chave primária (%2)</translation>
    </message>
    <message>
        <source>%1: full scan of the table</source>
        <translation>%1: varredura completa da tabela</translation>
    </message>
    <message>
        <source>%1: full scan of the table, filtering on (%2)</source>
        <translation>%1: varredura completa da tabela, filtrando por (%2)</translation>
    </message>
    <message>
        <source>point lookup (%1)</source>
        <translation>busca pontual (%1)</translation>
    </message>
    <message>
        <source>range bounded on %1</source>
        <translation>intervalo limitado em %1</translation>
    </message>
    <message>
        <source>range (%1), bounded on %2</source>
        <translation>intervalo (%1), limitado em %2</translation>
    </message>
    <message>
        <source>range (%1)</source>
        <translation>intervalo (%1)</translation>
    </message>
    <message>
        <source>scan in key order</source>
        <translation>varredura na ordem das chaves</translation>
    </message>
    <message>
        <source>%1: index %2 (FORCE_INDEX), %3</source>
        <translation>%1: índice %2 (FORCE_INDEX), %3</translation>
    </message>
    <message>
        <source>%1: index %2, %3</source>
        <translation>%1: índice %2, %3</translation>
    </message>
    <message>
        <source>, covered by the index</source>
        <translation>, coberta pelo índice</translation>
    </message>
    <message>
        <source>, then back-join to %1 for (%2)</source>
        <translation>, depois volta a %1 para obter (%2)</translation>
    </message>
    <message>
        <source>; ORDER BY follows the key order</source>
        <translation>; o ORDER BY segue a ordem das chaves</translation>
    </message>
    <message>
        <source>; ORDER BY runs against the key direction</source>
        <translation>; o ORDER BY vai contra a direção da chave</translation>
    </message>
    <message>
        <source>join %1 with %2: local, inside the row trees of %3 (interleaved on its key)</source>
        <translation>junção de %1 com %2: local, dentro das árvores de linhas de %3 (intercalada pela sua chave)</translation>
    </message>
    <message>
        <source>join %1 with %2: distributed (%3 is joined on the key of %4 but not interleaved in it)</source>
        <translation>junção de %1 com %2: distribuída (%3 é juntada pela chave de %4, mas não é intercalada nela)</translation>
    </message>
    <message>
        <source>join %1 with %2: distributed</source>
        <translation>junção de %1 com %2: distribuída</translation>
    </message>
    <message>
        <source>sort: ORDER BY is not served by the read order</source>
        <translation>ordenação: o ORDER BY não é atendido pela ordem de leitura</translation>
    </message>
    <message>
        <source>point read</source>
        <translation>leitura pontual</translation>
    </message>
    <message>
        <source>range read</source>
        <translation>leitura de intervalo</translation>
    </message>
    <message>
        <source>full scan</source>
        <translation>varredura completa</translation>
    </message>
</context>
<context>
    <name>ssd::queries::QueryFile</name>
    <message>
        <source>&apos;per second&apos; must be a number of executions per second, not &apos;%1&apos;</source>
        <translation>&apos;per second&apos; deve ser um número de execuções por segundo, não &apos;%1&apos;</translation>
    </message>
</context>
<context>
    <name>ssd::queries::QueryParser</name>
    <message>
        <source>table %1 does not exist</source>
        <translation>a tabela %1 não existe</translation>
    </message>
    <message>
        <source>index %1 does not exist on table %2</source>
        <translation>o índice %1 não existe na tabela %2</translation>
    </message>
    <message>
        <source>column %1 does not exist in the tables joined before %2</source>
        <translation>a coluna %1 não existe nas tabelas juntadas antes de %2</translation>
    </message>
    <message>
        <source>column %1 does not exist in table %2</source>
        <translation>a coluna %1 não existe na tabela %2</translation>
    </message>
    <message>
        <source>column %1 does not exist in any table of FROM</source>
        <translation>a coluna %1 não existe em nenhuma tabela do FROM</translation>
    </message>
    <message>
        <source>table or alias %1 is not in FROM</source>
        <translation>a tabela ou o alias %1 não está no FROM</translation>
    </message>
</context>
<context>
    <name>ssd::queries::ReadPath</name>
    <message>
        <source>parameters taken from the sample rows: %1</source>
        <translation>parâmetros tirados das linhas de exemplo: %1</translation>
    </message>
    <message>
        <source>no sample row</source>
        <translation>nenhuma linha de exemplo</translation>
    </message>
    <message>
        <source>back-join to %1, one point read per index entry</source>
        <translation>volta a %1, uma leitura pontual por entrada de índice</translation>
    </message>
    <message>
        <source>index %1, %2</source>
        <translation>índice %1, %2</translation>
    </message>
    <message>
        <source>table %1, %2</source>
        <translation>tabela %1, %2</translation>
    </message>
    <message>
        <source>split %1 (server %2)</source>
        <translation>divisão %1 (servidor %2)</translation>
    </message>
    <message>
        <source>no split</source>
        <translation>nenhuma divisão</translation>
    </message>
    <message numerus="yes">
        <source>%n split(s) touched: %1</source>
        <translation>
            <numerusform>%n divisão tocada: %1</numerusform>
            <numerusform>%n divisões tocadas: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n entry(ies) read</source>
        <translation>
            <numerusform>%n entrada lida</numerusform>
            <numerusform>%n entradas lidas</numerusform>
        </translation>
    </message>
</context>
</TS>
