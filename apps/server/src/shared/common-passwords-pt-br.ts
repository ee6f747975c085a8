/** Passwords Brazilians pick often that an English-based list misses (lower case). */
export const PT_BR_COMMON_PASSWORDS = [
  "senha123", "senha1234", "senha12345", "minhasenha", "mudar123", "mudar@123", "trocar123", "brasil123",
  "brasil2024", "brasil2025", "brasil2026", "flamengo", "flamengo123", "corinthians", "corinthians123",
  "palmeiras", "palmeiras123", "saopaulo", "saopaulo123", "vasco123", "gremio123", "cruzeiro123",
  "santos123", "botafogo", "fluminense", "internacional", "atletico", "amor1234", "te amo", "teamo123",
  "jesus123", "jesuscristo", "deus1234", "deuseamor", "deusefiel", "familia123", "mae12345", "meuamor",
  "felicidade", "saudade1", "abcd1234", "qwer1234", "nutriguia", "nutriguia123", "dieta123", "saude123",
  "emagrecer", "12345678a", "a12345678", "asdf1234", "gabriel123", "lucas123", "mateus123", "rafael123",
  "fernanda", "juliana1", "mariana1", "beatriz1", "carolina", "brasil10", "bolsonaro", "lula2022",
];
