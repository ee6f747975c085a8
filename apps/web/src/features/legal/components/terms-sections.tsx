import type { TLegalSection } from "./legal-document";
import { PaidPlansTerms, TrialTerms } from "./plan-limits-terms";

/** The terms of use's 16 sections (001 §2). */
export const TERMS_SECTIONS: TLegalSection[] = [
  { title: "Aceitação dos termos", body: <p>Ao criar uma conta ou usar o NutriGuia, você concorda com estes Termos de Uso e com a nossa Política de Privacidade. Se não concordar, não use o serviço.</p> },
  { title: "O serviço", body: <p>O NutriGuia oferece um assistente de nutrição com inteligência artificial, disponível pelo site, WhatsApp e Telegram, com respostas sobre alimentação, cálculo de calorias e macronutrientes, análise de fotos e áudios, planos alimentares personalizados, calendário e acompanhamento de progresso.</p> },
  { title: "Não substitui orientação profissional", body: <p>As informações do NutriGuia têm caráter educativo e não substituem consulta com nutricionista, médico ou outro profissional de saúde. Em caso de doença, gestação, alergia grave ou qualquer condição de saúde, procure acompanhamento profissional antes de mudar sua alimentação.</p> },
  { title: "Cadastro e conta", body: <p>Você deve fornecer informações verdadeiras, manter seus dados atualizados e proteger sua senha. A conta é pessoal e intransferível; avise-nos imediatamente em caso de uso não autorizado.</p> },
  { title: "Elegibilidade", body: <p>O serviço é destinado a maiores de 18 anos. Menores só podem usá-lo com autorização e acompanhamento de um dos pais ou responsável legal.</p> },
  { title: "Período de teste gratuito", body: <TrialTerms /> },
  { title: "Planos, pagamentos e renovação", body: <PaidPlansTerms /> },
  { title: "Cancelamento e reembolso", body: <p>Você pode cancelar a renovação a qualquer momento na página de assinatura; o acesso continua até o fim do período pago. Respeitamos o direito de arrependimento previsto no Código de Defesa do Consumidor (art. 49): cancelando em até 7 dias da primeira cobrança, devolvemos o valor integral pelo mesmo meio de pagamento, com confirmação imediata. A exclusão da conta não gera reembolso de períodos já utilizados.</p> },
  { title: "Uso aceitável", body: <p>Não é permitido usar o serviço para fins ilegais, enviar conteúdo ofensivo ou de terceiros sem autorização, tentar acessar dados de outros usuários, sobrecarregar ou explorar falhas do sistema, nem automatizar o uso sem autorização.</p> },
  { title: "Conteúdo do usuário", body: <p>Você continua dono das mensagens, fotos e áudios que envia. Você nos concede uma licença limitada para processá-los com a finalidade de prestar o serviço, conforme a Política de Privacidade.</p> },
  { title: "Limitações da inteligência artificial", body: <p>As respostas são geradas automaticamente e podem conter imprecisões, especialmente em estimativas a partir de fotos. Revise as informações, confirme os alimentos registrados e use seu próprio julgamento.</p> },
  { title: "Propriedade intelectual", body: <p>A marca NutriGuia, o software, os textos e a base de alimentos pertencem ao NutriGuia ou a seus licenciadores e não podem ser copiados ou explorados sem autorização.</p> },
  { title: "Disponibilidade e alterações do serviço", body: <p>Buscamos manter o serviço disponível continuamente, mas podem ocorrer interrupções para manutenção ou por fatores fora do nosso controle. Podemos alterar, incluir ou remover funcionalidades, avisando com antecedência quando a mudança afetar sua assinatura.</p> },
  { title: "Limitação de responsabilidade", body: <p>Na extensão permitida pela lei, o NutriGuia não se responsabiliza por decisões de saúde tomadas sem acompanhamento profissional nem por danos indiretos decorrentes do uso do serviço. Nada nestes termos limita direitos garantidos pelo Código de Defesa do Consumidor.</p> },
  { title: "Privacidade e proteção de dados", body: <p>O tratamento dos seus dados pessoais, inclusive dados de saúde, segue a Lei Geral de Proteção de Dados (Lei 13.709/2018) e está descrito na nossa Política de Privacidade.</p> },
  { title: "Disposições gerais", body: <p>Podemos atualizar estes termos; quando houver mudanças relevantes pediremos um novo aceite. Estes termos são regidos pelas leis do Brasil, e fica eleito o foro do domicílio do consumidor. Dúvidas: contato@nutriguia.com.br ou a página Fale Conosco.</p> },
];
