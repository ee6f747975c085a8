import type { TLegalSection } from "./legal-document";

/** The privacy policy's 14 sections (001 §2), written for NutriGuia and the LGPD (Lei 13.709/2018). */
export const PRIVACY_POLICY_SECTIONS: TLegalSection[] = [
  {
    title: "Quem somos",
    body: (
      <p>
        O NutriGuia é um assistente de nutrição com inteligência artificial que oferece orientação alimentar personalizada, planos alimentares,
        contagem de calorias e análise de fotos de refeições, pelo site, WhatsApp e Telegram. Para fins da Lei Geral de Proteção de Dados
        (LGPD), o NutriGuia é o controlador dos dados pessoais tratados nesta plataforma.
      </p>
    ),
  },
  {
    title: "Dados que coletamos",
    body: (
      <ul>
        <li>Dados de cadastro: nome, e-mail, número de WhatsApp, senha (guardada apenas de forma criptografada) e foto de perfil, se enviada.</li>
        <li>Perfil nutricional: idade, peso, altura, gênero, nível de atividade física, objetivo, restrições e preferências alimentares.</li>
        <li>Conteúdo que você envia: mensagens, fotos de refeições e áudios enviados ao assistente.</li>
        <li>Dados de uso e técnicos: datas de acesso, uso dos planos, endereço IP e registros de segurança.</li>
        <li>Dados de pagamento: processados pelo provedor de pagamentos; não armazenamos o número completo do seu cartão.</li>
      </ul>
    ),
  },
  {
    title: "Dados de saúde",
    body: (
      <p>
        Condições de saúde, alergias, gestação, lactação e informações semelhantes são dados pessoais sensíveis (art. 5º, II, da LGPD). Só os
        tratamos com o seu consentimento específico e destacado, para personalizar suas recomendações nutricionais, e você pode retirá-lo a
        qualquer momento em Perfil › Consentimentos.
      </p>
    ),
  },
  {
    title: "Como usamos seus dados",
    body: (
      <ul>
        <li>Prestar o serviço: responder às suas perguntas, calcular calorias e macronutrientes e gerar planos alimentares.</li>
        <li>Gerenciar sua conta, assinatura, período de teste e limites de uso.</li>
        <li>Enviar comunicações essenciais, como código de ativação, redefinição de senha e avisos sobre a assinatura.</li>
        <li>Garantir a segurança, prevenir fraudes e cumprir obrigações legais.</li>
        <li>Melhorar o serviço com estatísticas agregadas, sem identificar você.</li>
      </ul>
    ),
  },
  {
    title: "Bases legais",
    body: (
      <p>
        Tratamos seus dados com base na execução do contrato (art. 7º, V), no cumprimento de obrigação legal (art. 7º, II), no legítimo
        interesse para segurança e melhoria do serviço (art. 7º, IX) e no seu consentimento (art. 7º, I, e art. 11, I) para dados de saúde e
        comunicações opcionais.
      </p>
    ),
  },
  {
    title: "Inteligência artificial e decisões automatizadas",
    body: (
      <p>
        As respostas do assistente são geradas automaticamente a partir do seu perfil e de uma base de dados de alimentos. Elas não
        substituem a avaliação de um nutricionista ou médico. Você pode pedir a revisão de decisões tomadas unicamente com base em tratamento
        automatizado (art. 20 da LGPD) pelo nosso canal de contato.
      </p>
    ),
  },
  {
    title: "Compartilhamento de dados",
    body: (
      <p>
        Não vendemos seus dados. Compartilhamos apenas o necessário com operadores que nos ajudam a prestar o serviço — hospedagem,
        envio de e-mails, processamento de pagamentos, provedores de mensagens (WhatsApp e Telegram) e provedores de inteligência artificial —,
        sob contrato e com obrigações de confidencialidade, ou quando exigido por lei ou autoridade competente.
      </p>
    ),
  },
  {
    title: "Transferência internacional",
    body: (
      <p>
        Alguns operadores podem processar dados fora do Brasil. Nesses casos, adotamos as salvaguardas previstas no art. 33 da LGPD, como
        cláusulas contratuais padrão, e enviamos apenas o mínimo necessário para cada finalidade.
      </p>
    ),
  },
  {
    title: "Retenção e exclusão",
    body: (
      <>
        <p>Guardamos os dados apenas pelo tempo necessário:</p>
        <ul>
          <li>Histórico de conversas: até 365 dias após a última interação.</li>
          <li>Análises nutricionais e cálculos de calorias: 730 dias.</li>
          <li>Planos alimentares: 730 dias.</li>
          <li>Dados de comunicação recebidos por webhooks (WhatsApp, Telegram e pagamentos): 30 dias.</li>
          <li>
            Dados de contas inativas: até 5 anos. Uma conta sem nenhum acesso por 5 anos é excluída com todos os seus dados; avisamos por e-mail 30
            dias antes, e basta entrar na conta para mantê-la.
          </li>
        </ul>
        <p>
          Ao excluir sua conta, seus dados são apagados, exceto aqueles que a lei nos obriga a manter (como registros fiscais e de acesso), pelo
          prazo legal.
        </p>
      </>
    ),
  },
  {
    title: "Segurança",
    body: (
      <p>
        Usamos conexão criptografada (HTTPS), senhas com hash forte, controle de acesso por função, registros de auditoria e cópias de
        segurança. Se ocorrer um incidente de segurança que possa causar risco relevante, comunicaremos você e a ANPD conforme a lei.
      </p>
    ),
  },
  {
    title: "Seus direitos",
    body: (
      <p>
        Você pode, a qualquer momento: confirmar a existência de tratamento, acessar e exportar seus dados, corrigir dados incompletos ou
        desatualizados, pedir anonimização, bloqueio ou eliminação, revogar consentimentos e obter informações sobre compartilhamento (art. 18
        da LGPD). Muitas dessas ações estão disponíveis no seu perfil; as demais, pelo Fale Conosco.
      </p>
    ),
  },
  {
    title: "Cookies e armazenamento local",
    body: (
      <p>
        Usamos o armazenamento local do navegador apenas para manter sua sessão e suas conversas recentes. Não usamos cookies de publicidade.
        Ao sair da conta, esses dados são removidos do seu navegador.
      </p>
    ),
  },
  {
    title: "Crianças e adolescentes",
    body: (
      <p>
        O NutriGuia é destinado a maiores de 18 anos. O uso por menores só é permitido com o consentimento e o acompanhamento de um dos pais ou
        responsável legal, no melhor interesse da criança ou do adolescente (art. 14 da LGPD).
      </p>
    ),
  },
  {
    title: "Alterações e contato",
    body: (
      <p>
        Podemos atualizar esta política; a versão vigente fica sempre nesta página e pediremos um novo aceite quando houver mudanças
        relevantes. Dúvidas ou solicitações sobre seus dados podem ser enviadas ao nosso Encarregado (DPO) pelo e-mail
        privacidade@nutriguia.com.br ou pela página Fale Conosco. Você também pode peticionar à Autoridade Nacional de Proteção de Dados (ANPD).
      </p>
    ),
  },
];
