-- Opens a layout file in Neovim (0.7 or later) with `trellis lsp` as its language server, waits for the
-- diagnostics, applies the quick fix of the diagnostic whose rule is FIX_RULE, writes the file and waits for the
-- server to drop that diagnostic. Writes what it saw to OUT, a line per diagnostic, action and the count after.
-- Run by CLITests.neovimShowsDiagnosticsAndAppliesQuickFixes: nvim --headless -u NONE -c 'luafile check.lua'.
local trellis, file, out = os.getenv('TRELLIS'), os.getenv('LAYOUT'), os.getenv('OUT')
local lines = {}
local function say(text) table.insert(lines, text) end
vim.cmd('edit ' .. file)
local buffer = vim.api.nvim_get_current_buf()
local client = vim.lsp.start_client({
  name = 'trellis', cmd = { trellis, 'lsp' }, root_dir = vim.fn.fnamemodify(file, ':h'),
})
vim.lsp.buf_attach_client(buffer, client)
local ok = vim.wait(10000, function() return #vim.diagnostic.get(buffer) > 0 end, 50)
if not ok then say('no diagnostics') end
for _, d in ipairs(vim.diagnostic.get(buffer)) do
  local code = d.user_data and d.user_data.lsp and d.user_data.lsp.code or '?'
  say(string.format('diagnostic %d:%d %s %s', d.lnum, d.col, code, d.message))
end
local first = vim.diagnostic.get(buffer)[1]
for _, d in ipairs(vim.diagnostic.get(buffer)) do
  if d.user_data and d.user_data.lsp and d.user_data.lsp.code == os.getenv('FIX_RULE') then first = d end
end
local params = {
  textDocument = { uri = vim.uri_from_bufnr(buffer) },
  range = { start = { line = first.lnum, character = 0 }, ['end'] = { line = first.lnum, character = 0 } },
  context = { diagnostics = { first.user_data.lsp } },
}
local responses = vim.lsp.buf_request_sync(buffer, 'textDocument/codeAction', params, 10000) or {}
for _, response in pairs(responses) do
  for _, action in ipairs(response.result or {}) do
    say('action ' .. action.title)
    if action.edit then vim.lsp.util.apply_workspace_edit(action.edit, 'utf-16') end
    break
  end
end
vim.cmd('write')
-- The server sees the edit too: wait for the unknown key's diagnostic to go.
vim.wait(10000, function()
  for _, d in ipairs(vim.diagnostic.get(buffer)) do if d.message:find('unknown key') then return false end end
  return true
end, 50)
say('after ' .. #vim.diagnostic.get(buffer) .. ' diagnostics')
vim.fn.writefile(lines, out)
vim.lsp.stop_client(client)
vim.cmd('qall!')
